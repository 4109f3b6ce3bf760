//! Module and function → the plain facts LLVM 16's sample loader reads
//! ([`crate::profi::function_facts`]): function attributes, pseudo-probe descriptors,
//! weight sites with their debug locations and probes, calls, terminators and existing
//! `!prof` metadata.

use std::collections::HashMap;

use super::cfg::{extract_successors, value_name, FunctionBlocks, IrError};
use super::llvm_sys::core::*;
use super::llvm_sys::debuginfo::{
    LLVMDISubprogramGetLine, LLVMGetSubprogram, LLVMInstructionGetDebugLoc,
};
use super::llvm_sys::prelude::*;
use super::llvm_sys::{LLVMAttributeFunctionIndex, LLVMOpcode};
use super::shim;
use crate::graph::BlockMap;
use crate::profi::block_weights::{is_probe_discriminator, probe_factor, probe_index};
use crate::profi::function_facts::*;
use crate::profi::profile::SuffixElision;
use crate::profi::write_back::PROMOTED;
use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};

/// The named metadata holding pseudo-probe descriptors (`PseudoProbeDescMetadataName`).
const PROBE_DESC: &str = "llvm.pseudo_probe_desc";

/// A function's facts plus the handles the loader's writes address.
pub struct FunctionInput {
    pub facts: FunctionFacts,
    pub blocks: FunctionBlocks,
    /// The calls of `facts`, by [`CallFacts::index`].
    pub calls: Vec<LLVMValueRef>,
}

/// Every function of `module` (in module order) with the handles to them, the symbol table's
/// order, and the probe descriptors.
///
/// # Safety
/// `module` must be a live module; it is only read.
pub unsafe fn module_facts(module: LLVMModuleRef) -> (ModuleFacts, Vec<LLVMValueRef>) {
    let mut facts = ModuleFacts::default();
    let mut handles = Vec::new();
    let mut f = LLVMGetFirstFunction(module);
    while !f.is_null() {
        facts.functions.push(function_summary(f));
        handles.push(f);
        f = LLVMGetNextFunction(f);
    }
    let index: HashMap<LLVMValueRef, usize> =
        handles.iter().enumerate().map(|(i, &f)| (f, i)).collect();
    facts.symbol_order = shim::symbol_table_functions(module, handles.len())
        .into_iter()
        .filter_map(|f| index.get(&f).copied())
        .collect();
    facts.probe_descriptors = probe_descriptors(module);
    (facts, handles)
}

unsafe fn string_attribute<'a>(f: LLVMValueRef, name: &str) -> Option<&'a [u8]> {
    let attr = LLVMGetStringAttributeAtIndex(
        f,
        LLVMAttributeFunctionIndex,
        name.as_ptr() as *const _,
        name.len() as u32,
    );
    if attr.is_null() {
        return None;
    }
    let mut len = 0u32;
    let value = LLVMGetStringAttributeValue(attr, &mut len);
    Some(if value.is_null() || len == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(value as *const u8, len as usize)
    })
}

unsafe fn function_summary(f: LLVMValueRef) -> FunctionSummary {
    FunctionSummary {
        name: value_name(f).to_vec(),
        is_declaration: LLVMIsDeclaration(f) != 0,
        use_sample_profile: string_attribute(f, "use-sample-profile").is_some(),
        sample_accurate: string_attribute(f, "profile-sample-accurate").is_some(),
        suffix_policy: SuffixElision::from_attribute(string_attribute(
            f,
            "sample-profile-suffix-elision-policy",
        )),
    }
}

/// The operands of an `MDNode` seen as a value.
unsafe fn md_operands(node: LLVMValueRef) -> Vec<LLVMValueRef> {
    let count = LLVMGetMDNodeNumOperands(node) as usize;
    let mut ops = vec![std::ptr::null_mut(); count];
    if count > 0 {
        LLVMGetMDNodeOperands(node, ops.as_mut_ptr());
    }
    ops
}

/// An `MDString` operand's bytes.
unsafe fn md_string<'a>(op: LLVMValueRef) -> Option<&'a [u8]> {
    if op.is_null() || LLVMIsAMDString(op).is_null() {
        return None;
    }
    let mut len = 0u32;
    let text = LLVMGetMDString(op, &mut len);
    Some(if text.is_null() {
        &[]
    } else {
        std::slice::from_raw_parts(text as *const u8, len as usize)
    })
}

/// A `ConstantInt` operand's zero-extended value (at most 64 bits wide).
unsafe fn const_u64(op: LLVMValueRef) -> Option<u64> {
    if op.is_null() || LLVMIsAConstantInt(op).is_null() {
        return None;
    }
    (LLVMGetIntTypeWidth(LLVMTypeOf(op)) <= 64).then(|| LLVMConstIntGetZExtValue(op))
}

unsafe fn probe_descriptors(module: LLVMModuleRef) -> Option<Vec<(u64, u64)>> {
    let named = LLVMGetNamedMetadata(module, PROBE_DESC.as_ptr() as *const _, PROBE_DESC.len());
    if named.is_null() {
        return None;
    }
    let name = std::ffi::CString::new(PROBE_DESC).ok()?;
    let count = LLVMGetNamedMetadataNumOperands(module, name.as_ptr()) as usize;
    let mut nodes = vec![std::ptr::null_mut(); count];
    if count > 0 {
        LLVMGetNamedMetadataOperands(module, name.as_ptr(), nodes.as_mut_ptr());
    }
    let mut descriptors = Vec::with_capacity(count);
    for node in nodes {
        let ops = md_operands(node);
        if let (Some(&g), Some(&h)) = (ops.first(), ops.get(1)) {
            if let (Some(g), Some(h)) = (const_u64(g), const_u64(h)) {
                descriptors.push((g, h));
            }
        }
    }
    Some(descriptors)
}

/// Metadata kind ids and intrinsic ids looked up once per function.
struct Ids {
    prof: u32,
    pseudoprobe: u32,
}

/// Reads everything the loader needs from one function definition. `probe_based` leaves out
/// instructions only a line-based profile can weigh.
pub fn function_input(
    function: FunctionValue<'_>,
    probe_based: bool,
) -> Result<FunctionInput, IrError> {
    let blocks = extract_successors(function)?;
    let f = function.as_value_ref();
    // SAFETY: every handle comes from the live function the pass runs on; nothing is written.
    unsafe {
        let ctx = LLVMGetTypeContext(LLVMTypeOf(f));
        let probe_name = "llvm.pseudoprobe";
        let ids = Ids {
            prof: LLVMGetMDKindIDInContext(ctx, "prof".as_ptr() as *const _, 4),
            pseudoprobe: LLVMLookupIntrinsicID(probe_name.as_ptr() as *const _, probe_name.len()),
        };
        let mut reader = BodyReader {
            function: f,
            ids,
            probe_based,
            locations: Vec::new(),
            location_ids: HashMap::new(),
            calls: Vec::new(),
        };
        let mut facts = FunctionFacts {
            name: value_name(f).to_vec(),
            successors: blocks.succs.clone(),
            blocks: BlockMap::with_capacity(blocks.blocks.len()),
            sites: Vec::new(),
            site_start: vec![0],
            locations: Vec::new(),
            subprogram_line: None,
            entry_count: entry_count_facts(f, reader.ids.prof),
        };
        let subprogram = LLVMGetSubprogram(f);
        if !subprogram.is_null() {
            facts.subprogram_line = Some(LLVMDISubprogramGetLine(subprogram));
        }
        for &bb in blocks.blocks.iter() {
            facts.blocks.push(reader.block_facts(bb));
            let mut inst = LLVMGetFirstInstruction(bb);
            while !inst.is_null() {
                if let Some(site) = reader.site(inst) {
                    facts.sites.push(site);
                }
                inst = LLVMGetNextInstruction(inst);
            }
            facts.site_start.push(facts.sites.len() as u32);
        }
        facts.locations = reader.locations;
        Ok(FunctionInput {
            facts,
            blocks,
            calls: reader.calls,
        })
    }
}

/// `Function::getEntryCount` (is a real count other than -1 present?) and `getImportGUIDs`.
unsafe fn entry_count_facts(f: LLVMValueRef, prof: u32) -> EntryCountFacts {
    let mut facts = EntryCountFacts::default();
    let Some(node) = function_metadata(f, prof) else {
        return facts;
    };
    let ops = md_operands(node);
    if ops.first().and_then(|&op| md_string(op)) != Some(b"function_entry_count") {
        return facts;
    }
    if let Some(count) = ops.get(1).and_then(|&op| const_u64(op)) {
        facts.has_count = count != u64::MAX;
    }
    facts.import_guids = ops.iter().skip(2).filter_map(|&op| const_u64(op)).collect();
    facts
}

/// The function's attachment of kind `kind`, as a value.
unsafe fn function_metadata(f: LLVMValueRef, kind: u32) -> Option<LLVMValueRef> {
    let mut count = 0usize;
    let entries = LLVMGlobalCopyAllMetadata(f, &mut count);
    if entries.is_null() {
        return None;
    }
    let mut found = None;
    for i in 0..count as u32 {
        if LLVMValueMetadataEntriesGetKind(entries, i) == kind {
            let md = LLVMValueMetadataEntriesGetMetadata(entries, i);
            found = Some(LLVMMetadataAsValue(LLVMGetTypeContext(LLVMTypeOf(f)), md));
        }
    }
    LLVMDisposeValueMetadataEntries(entries);
    found
}

struct BodyReader {
    function: LLVMValueRef,
    ids: Ids,
    probe_based: bool,
    locations: Vec<DebugLocation>,
    location_ids: HashMap<usize, LocId>,
    calls: Vec<LLVMValueRef>,
}

impl BodyReader {
    unsafe fn block_facts(&self, bb: LLVMBasicBlockRef) -> BlockFacts {
        let term = LLVMGetBasicBlockTerminator(bb);
        if term.is_null() {
            return BlockFacts::default();
        }
        let terminator = match LLVMGetInstructionOpcode(term) {
            LLVMOpcode::LLVMBr => Terminator::Br,
            LLVMOpcode::LLVMSwitch => Terminator::Switch,
            LLVMOpcode::LLVMIndirectBr => Terminator::IndirectBr,
            LLVMOpcode::LLVMInvoke => Terminator::Invoke,
            LLVMOpcode::LLVMUnreachable => Terminator::Unreachable,
            _ => Terminator::Other,
        };
        BlockFacts {
            terminator,
            has_profile_weights: has_profile_weights(term, self.ids.prof),
        }
    }

    /// The site an instruction is, if the loader may weigh or annotate it.
    unsafe fn site(&mut self, inst: LLVMValueRef) -> Option<Site> {
        let opcode = LLVMGetInstructionOpcode(inst);
        match opcode {
            LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMBr => None,
            LLVMOpcode::LLVMCall | LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr => {
                let callee = called_function(inst);
                let intrinsic = opcode == LLVMOpcode::LLVMCall
                    && callee.is_some_and(|c| value_name(c).starts_with(b"llvm."));
                let location = LLVMInstructionGetDebugLoc(inst);
                if intrinsic {
                    let callee = callee?;
                    if self.ids.pseudoprobe == 0
                        || LLVMGetIntrinsicID(callee) != self.ids.pseudoprobe
                    {
                        return None;
                    }
                    let id = const_u64(LLVMGetOperand(inst, 1))? as u32;
                    let factor = const_u64(LLVMGetOperand(inst, 3))? as f32 / u64::MAX as f32;
                    return Some(Site {
                        kind: SiteKind::BlockProbe { id, factor },
                        location: self.location(location),
                    });
                }
                let location = self.location(location);
                let call = self.call_facts(inst, opcode, callee, location);
                Some(Site {
                    kind: SiteKind::Call(call),
                    location,
                })
            }
            _ => {
                if self.probe_based {
                    return None;
                }
                let location = LLVMInstructionGetDebugLoc(inst);
                if location.is_null() {
                    return None;
                }
                Some(Site {
                    kind: SiteKind::Plain,
                    location: self.location(location),
                })
            }
        }
    }

    unsafe fn call_facts(
        &mut self,
        inst: LLVMValueRef,
        opcode: LLVMOpcode,
        callee: Option<LLVMValueRef>,
        location: Option<LocId>,
    ) -> CallFacts {
        let called = LLVMGetCalledValue(inst);
        let is_indirect = LLVMIsAFunction(called).is_null()
            && LLVMIsAConstant(called).is_null()
            && LLVMIsAInlineAsm(called).is_null();
        let probe = location.and_then(|l| {
            let raw = self.locations[l.index()].discriminator;
            is_probe_discriminator(raw).then(|| ProbeInfo {
                id: probe_index(raw),
                factor: probe_factor(raw),
            })
        });
        let annotatable = opcode != LLVMOpcode::LLVMCallBr;
        let index = self.calls.len() as u32;
        self.calls.push(inst);
        CallFacts {
            index,
            callee: callee.map(|c| value_name(c).to_vec()),
            is_indirect,
            callee_is_declaration: callee.is_none_or(|c| LLVMIsDeclaration(c) != 0),
            callee_has_subprogram: callee.is_some_and(|c| !LLVMGetSubprogram(c).is_null()),
            is_recursive: callee == Some(self.function),
            annotatable,
            probe,
            promoted_targets: if callee.is_none() && annotatable {
                promoted_targets(inst, self.ids.prof)
            } else {
                Vec::new()
            },
        }
    }

    /// Interns a `DILocation` and the chain of locations it was inlined at.
    unsafe fn location(&mut self, md: LLVMMetadataRef) -> Option<LocId> {
        if md.is_null() {
            return None;
        }
        if let Some(&id) = self.location_ids.get(&(md as usize)) {
            return Some(id);
        }
        // Walk outwards to the first location already known (or the outermost), then intern
        // inwards so that every `inlined_at` refers to an interned id.
        let mut chain: Vec<(LLVMMetadataRef, shim::RawLocation)> = Vec::new();
        let mut current = md;
        while !current.is_null() && !self.location_ids.contains_key(&(current as usize)) {
            let raw = shim::dilocation(current)?;
            chain.push((current, raw));
            current = raw.inlined_at;
        }
        let mut outer = (!current.is_null()).then(|| self.location_ids[&(current as usize)]);
        for (node, raw) in chain.into_iter().rev() {
            let id = LocId(self.locations.len() as u32);
            self.locations.push(DebugLocation {
                line: raw.line,
                discriminator: raw.discriminator,
                subprogram_line: raw.subprogram_line,
                subprogram_name: raw.subprogram_name().to_vec(),
                inlined_at: outer,
            });
            self.location_ids.insert(node as usize, id);
            outer = Some(id);
        }
        outer
    }
}

/// `CallBase::getCalledFunction`: the callee if it is a function of exactly the call's type.
unsafe fn called_function(call: LLVMValueRef) -> Option<LLVMValueRef> {
    let callee = LLVMGetCalledValue(call);
    if callee.is_null() || LLVMIsAFunction(callee).is_null() {
        return None;
    }
    (LLVMGlobalGetValueType(callee) == LLVMGetCalledFunctionType(call)).then_some(callee)
}

/// `Instruction::extractProfTotalWeight` succeeds.
unsafe fn has_profile_weights(term: LLVMValueRef, prof: u32) -> bool {
    let node = LLVMGetMetadata(term, prof);
    if node.is_null() {
        return false;
    }
    let ops = md_operands(node);
    match ops.first().and_then(|&op| md_string(op)) {
        Some(b"branch_weights") => true,
        Some(b"VP") => ops.len() > 3,
        _ => false,
    }
}

/// The targets an existing indirect-call value profile marks promoted
/// (`getValueProfDataFromInst` with `GetNoICPValue`, first three pairs, all-or-nothing).
unsafe fn promoted_targets(call: LLVMValueRef, prof: u32) -> Vec<u64> {
    let node = LLVMGetMetadata(call, prof);
    if node.is_null() {
        return Vec::new();
    }
    let ops = md_operands(node);
    if ops.len() < 5
        || ops.len().is_multiple_of(2)
        || md_string(ops[0]) != Some(b"VP")
        || const_u64(ops[1]) != Some(0)
        || const_u64(ops[2]).is_none()
    {
        return Vec::new();
    }
    let mut promoted = Vec::new();
    for pair in ops[3..]
        .chunks_exact(2)
        .take(crate::profi::write_back::MAX_PROMOTIONS)
    {
        let (Some(value), Some(count)) = (const_u64(pair[0]), const_u64(pair[1])) else {
            return Vec::new();
        };
        if count == PROMOTED {
            promoted.push(value);
        }
    }
    promoted
}
