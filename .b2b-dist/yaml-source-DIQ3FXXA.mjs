import {
  formatPath,
  formatProblem,
  parseYamlSource
} from "./chunk-2S7IUNWF.mjs";
export {
  formatPath,
  formatProblem,
  parseYamlSource
};
