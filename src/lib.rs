//! freqpath: an LLVM 16 `opt` plugin. This file only registers pass names.

pub mod bpi;
pub mod graph;
pub mod ir;
pub mod passes;
pub mod prob;
pub mod profi;

use llvm_plugin::{PassBuilder, PipelineParsing};

#[llvm_plugin::plugin(name = "freqpath", version = "0.1")]
fn plugin_registrar(builder: &mut PassBuilder) {
    passes::guard::install_panic_hook();
    builder.add_function_pipeline_parsing_callback(
        |name, manager| match passes::parse_function_pass(name) {
            Ok(Some(pass)) => {
                manager.add_pass(pass);
                PipelineParsing::Parsed
            }
            Ok(None) => PipelineParsing::NotParsed,
            Err(message) => {
                passes::pipeline::report_parse_error(&message);
                PipelineParsing::NotParsed
            }
        },
    );
    // `clang -fpass-plugin=libfreqpath.so` with FREQPATH_PASSES=annotate-bpi: run our passes
    // first, so the whole optimisation pipeline sees their results. Without the variable the
    // plugin adds nothing.
    builder.add_pipeline_start_ep_callback(|manager, _level| {
        if let Ok(value) = std::env::var("FREQPATH_PASSES") {
            for pass in passes::pipeline::passes_from_env(&value) {
                manager.add_pass(passes::pipeline::EveryFunction(pass));
            }
        }
    });
}
