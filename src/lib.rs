//! freqpath: an LLVM 16 `opt` plugin. This file only hands LLVM the plugin's entry point.

pub mod bpi;
pub mod edit;
pub mod fplicm;
pub mod graph;
pub mod ir;
pub mod passes;
pub mod prob;
pub mod profi;

use std::ffi::c_void;

extern "C" {
    /// `src/ir/shim.cc`: registers our pipeline parsing (function, CGSCC and module level)
    /// and the `FREQPATH_PASSES` pipeline-start hook on LLVM's `PassBuilder`.
    fn freqpath_register_passes(builder: *mut c_void);
}

/// Called by LLVM with its `PassBuilder` when the plugin is loaded.
unsafe extern "C" fn register(builder: *mut c_void) {
    passes::guard::install_panic_hook();
    passes::trace::install();
    freqpath_register_passes(builder);
}

/// The plugin's entry point (`-load-pass-plugin`, `-fpass-plugin`). llvm-plugin's `#[plugin]`
/// macro would hide the raw `PassBuilder`, which our C++ pass wrappers need (they print
/// themselves in `--print-pipeline-passes`, declare which passes are required, and register
/// at CGSCC level — none of which llvm-plugin 0.6 exposes).
#[no_mangle]
pub extern "C" fn llvmGetPassPluginInfo() -> llvm_plugin::PassPluginLibraryInfo {
    llvm_plugin::PassPluginLibraryInfo {
        api_version: llvm_plugin::get_llvm_plugin_api_version__(),
        plugin_name: c"freqpath".as_ptr() as *const u8,
        plugin_version: c"0.1".as_ptr() as *const u8,
        plugin_registrar: register,
    }
}
