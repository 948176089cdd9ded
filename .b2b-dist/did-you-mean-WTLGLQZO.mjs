import {
  didYouMean,
  editDistance,
  suggestion
} from "./chunk-W24BDDEC.mjs";
export {
  didYouMean,
  editDistance,
  suggestion
};
