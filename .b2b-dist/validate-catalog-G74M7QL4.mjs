import {
  TABLES_FILE,
  validateCatalog
} from "./chunk-THFAJFL7.mjs";
import "./chunk-W24BDDEC.mjs";
import "./chunk-2S7IUNWF.mjs";
export {
  TABLES_FILE,
  validateCatalog
};
