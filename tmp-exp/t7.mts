import { decodePng } from '/work/main/print/export/png-decode.ts';
import { readFileSync } from 'node:fs';
const img = decodePng(readFileSync('/tmp/exp/real/mara-voss/01-mara-voss.png'));
for (const y of [0,1,2,1117,1118,1119,1120,1121]) console.log(y, [...img.data.subarray((y*img.width+400)*3,(y*img.width+400)*3+3)], [...img.data.subarray((y*img.width+821)*3,(y*img.width+821)*3+3)]);
