//! The one place a function is turned into everything the branch-probability passes read:
//! graph, trees, loop structures and per-block facts.

use llvm_plugin::inkwell::values::FunctionValue;

use crate::bpi::facts::FunctionFacts;
use crate::bpi::loops::LoopModel;
use crate::bpi::structures::{Models, Structures};
use crate::bpi::Context;
use crate::graph::dfs::has_cycle;
use crate::ir::facts::extract_facts;
use crate::ir::{extract_cfg, FunctionCfg, IrError};

/// A function ready for the cascade.
pub struct Analyzed {
    pub graph: FunctionCfg,
    pub structures: Structures,
    pub facts: FunctionFacts,
}

/// Extracts the graph once, builds the requested loop models and the facts they need.
pub fn analyze(function: FunctionValue<'_>, models: Models) -> Result<Analyzed, IrError> {
    let graph = extract_cfg(function)?;
    let structures = Structures::compute(&graph.cfg, &graph.block_addresses(), models);
    let facts = extract_facts(function, &graph, &structures);
    Ok(Analyzed {
        graph,
        structures,
        facts,
    })
}

/// [`analyze`] for a transform that only works on loops: `None`, after nothing but the
/// graph, when the function has no cycle at all (most functions), so none of the trees,
/// loop models and facts are built for it.
pub fn analyze_with_cycles(
    function: FunctionValue<'_>,
    models: Models,
) -> Result<Option<Analyzed>, IrError> {
    let graph = extract_cfg(function)?;
    if !has_cycle(graph.cfg.succ_table()) {
        return Ok(None);
    }
    let structures = Structures::compute(&graph.cfg, &graph.block_addresses(), models);
    let facts = extract_facts(function, &graph, &structures);
    Ok(Some(Analyzed {
        graph,
        structures,
        facts,
    }))
}

impl Analyzed {
    /// The cascade's inputs with loop model `model`.
    pub fn context<'a, M: LoopModel>(&'a self, model: &'a M) -> Context<'a, M> {
        Context {
            cfg: &self.graph.cfg,
            facts: &self.facts,
            model,
            dt: &self.structures.dt,
            pdt: &self.structures.pdt,
        }
    }
}
