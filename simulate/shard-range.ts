// Which fights a shard runs: shard `index` of `count` gets fights [⌊N·index/count⌋, ⌊N·(index+1)/count⌋).

/** Fights [from, to) of shard `index` of `count`. */
export function shardRange(fights: number, index: number, count: number): [number, number] {
  return [Math.floor((fights * index) / count), Math.floor((fights * (index + 1)) / count)];
}
