//! freqpath: an LLVM 16 `opt` plugin. This file only registers pass names.

pub mod graph;

use llvm_plugin::{PassBuilder, PipelineParsing};

#[llvm_plugin::plugin(name = "freqpath", version = "0.1")]
fn plugin_registrar(builder: &mut PassBuilder) {
    builder.add_function_pipeline_parsing_callback(|_name, _m| PipelineParsing::NotParsed);
}
