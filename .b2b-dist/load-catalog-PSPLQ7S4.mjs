import {
  bundledCatalogDir,
  loadCatalog
} from "./chunk-EYHMKFPK.mjs";
import "./chunk-IRGTZIRY.mjs";
import "./chunk-PX22PQJV.mjs";
import "./chunk-THFAJFL7.mjs";
import "./chunk-W24BDDEC.mjs";
import "./chunk-2S7IUNWF.mjs";
export {
  bundledCatalogDir,
  loadCatalog
};
