function time(name, f, n = 1000000) { const c0 = process.cpuUsage(); let x; for (let i = 0; i < n; i++) x = f(i); const c = process.cpuUsage(c0); console.log(name, ((c.user + c.system) / n).toFixed(3), 'us'); return x; }
const ids = ['c0','c1','c2','c3','c4','c5','c6','c7'];
time('computed', (i) => ({ [`${ids[i & 7]}.attacksTaken`]: [1, 2] }));
const keys = ids.map((id) => `${id}.attacksTaken`);
time('computed cached key', (i) => ({ [keys[i & 7]]: [1, 2] }));
time('assign later', (i) => { const o = {}; o[`${ids[i & 7]}.poise`] = [1, 2]; return o; });
time('concat only', (i) => `${ids[i & 7]}.attacksTaken`);
time('Map', (i) => new Map([[`${ids[i & 7]}.attacksTaken`, [1, 2]]]));
