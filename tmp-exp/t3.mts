import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
for (let i = 0; i < 4; i++) { const f = (fontkit as any).create(readFileSync(`/tmp/exp/f${i}.ttf`)); console.log(i, f.familyName, '|', f.subfamilyName, '|', f.fullName, f['OS/2']?.usWeightClass, f.name?.records?.preferredFamily); }
