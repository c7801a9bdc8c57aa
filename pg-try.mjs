import { PGlite } from '@electric-sql/pglite'
for (let i=0;i<3;i++){
const t=Date.now()
const pg = new PGlite()
await pg.waitReady
console.log('ready', Date.now()-t)
if (i==0) { const t2=Date.now(); const c = await pg.clone(); console.log('clone', Date.now()-t2) }
}
