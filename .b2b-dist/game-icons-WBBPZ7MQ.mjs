import {
  gameIconNames
} from "./chunk-PX22PQJV.mjs";
export {
  gameIconNames
};
