// freqpath's C++ shim: the few LLVM 16 entry points the LLVM-C API does not offer.
//
// Only constant folding lives here: BranchProbabilityInfo's computeUnlikelySuccessors folds a
// chain of binary operators over a PHI's constant incoming value and then the compare, with
// LLVM's own folding rules (poison on division by zero, undef handling, pointer compares).
// Re-implementing those rules in Rust would be a guess; calling them is exact.

#include "llvm-c/Core.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"

using namespace llvm;

// Folds `chain` (binary operators, listed from the compare's operand down towards the PHI) over
// `incoming`, innermost first, then compares the result with the compare's constant operand.
// Returns 0 when the compare folds to a zero value, 1 for a one value, -1 otherwise (not
// foldable, poison, undef, or malformed input).
extern "C" int freqpath_fold_unlikely(LLVMValueRef CmpRef, LLVMValueRef IncomingRef,
                                      const LLVMValueRef *Chain, unsigned ChainLen) {
  auto *Cmp = dyn_cast_or_null<CmpInst>(unwrap(CmpRef));
  auto *Folded = dyn_cast_or_null<Constant>(unwrap(IncomingRef));
  if (!Cmp || !Folded || !Cmp->getModule())
    return -1;
  auto *CmpConst = dyn_cast<Constant>(Cmp->getOperand(1));
  if (!CmpConst)
    return -1;
  const DataLayout &DL = Cmp->getModule()->getDataLayout();
  for (unsigned I = ChainLen; I-- > 0;) {
    auto *Op = dyn_cast_or_null<BinaryOperator>(unwrap(Chain[I]));
    if (!Op)
      return -1;
    auto *Rhs = dyn_cast<Constant>(Op->getOperand(1));
    if (!Rhs)
      return -1;
    Folded = ConstantFoldBinaryOpOperands(Op->getOpcode(), Folded, Rhs, DL);
    if (!Folded)
      return -1;
  }
  Constant *Result =
      ConstantExpr::getCompare(Cmp->getPredicate(), Folded, CmpConst, /*OnlyIfReduced=*/true);
  if (!Result)
    return -1;
  if (Result->isZeroValue())
    return 0;
  if (Result->isOneValue())
    return 1;
  return -1;
}

// APInt::isPowerOf2 of an integer constant of any width (exactly one bit set), without
// printing the value: constant time in the number of 64-bit words. Returns 0 for anything
// that is not a ConstantInt.
extern "C" int freqpath_const_int_is_power_of_two(LLVMValueRef ValueRef) {
  auto *CI = dyn_cast_or_null<ConstantInt>(unwrap(ValueRef));
  return CI && CI->getValue().isPowerOf2();
}

// ---------------------------------------------------------------------------------------------
// Pass registration. llvm-plugin 0.6's pass wrapper cannot say whether a pass is required,
// cannot print itself in `--print-pipeline-passes`, and registers no CGSCC parsing callback,
// so freqpath's passes enter LLVM's pass managers through this small wrapper. Everything a pass
// does stays in Rust: the wrapper only holds the Rust pass object and forwards `run`.

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"

extern "C" {
// Implemented in Rust (src/passes/registry.rs).
// `Kind`: bit 0 = required, bit 1 = module pass.
void *freqpath_pass_parse(const char *Name, size_t Len, int *Kind);
// `FAM` is the pipeline's FunctionAnalysisManager (see `freqpath_analyses_*` below).
int freqpath_pass_run(void *Pass, LLVMValueRef Function, void *FAM);
int freqpath_module_pass_run(void *Pass, LLVMModuleRef Module);
const char *freqpath_pass_pipeline_text(void *Pass, size_t *Len);
void freqpath_pass_drop(void *Pass);
typedef void (*FreqpathAddPass)(void *Ctx, void *Pass, int Kind);
typedef void (*FreqpathFail)(void *Ctx, const char *Message, size_t Len);
// `Point`: 0 pipeline start, 1 scalar optimizer late, 2 vectorizer start, 3 optimizer last
// (src/passes/pipeline.rs ExtensionPoint). Kind bit 2: run loop-simplify before the pass.
void freqpath_env_passes(void *Ctx, int Point, FreqpathAddPass Add, FreqpathFail Fail);
}

namespace {

// Owns a Rust pass object; movable only, as LLVM's pass models require.
struct RustPass {
  void *Pass = nullptr;
  explicit RustPass(void *P) : Pass(P) {}
  RustPass(RustPass &&Other) : Pass(Other.Pass) { Other.Pass = nullptr; }
  RustPass &operator=(RustPass &&Other) {
    std::swap(Pass, Other.Pass);
    return *this;
  }
  RustPass(const RustPass &) = delete;
  ~RustPass() {
    if (Pass)
      freqpath_pass_drop(Pass);
  }
};

// A freqpath function pass. Printers are required (like LLVM's own printers, they run on
// `optnone` functions too); transforms are optional, so LLVM skips them where it skips its
// own optional passes (`optnone`, `-opt-bisect-limit`).
template <bool Required>
struct FreqpathFunctionPass : PassInfoMixin<FreqpathFunctionPass<Required>> {
  RustPass Handle;
  explicit FreqpathFunctionPass(void *P) : Handle(P) {}
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM) {
    return freqpath_pass_run(Handle.Pass, wrap(&F), &FAM) ? PreservedAnalyses::none()
                                                          : PreservedAnalyses::all();
  }
  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)>) {
    size_t Len = 0;
    const char *Text = freqpath_pass_pipeline_text(Handle.Pass, &Len);
    OS << StringRef(Text, Len);
  }
  static bool isRequired() { return Required; }
};

// A freqpath module pass (it walks the module's functions itself, in the order it needs).
struct FreqpathModulePass : PassInfoMixin<FreqpathModulePass> {
  RustPass Handle;
  explicit FreqpathModulePass(void *P) : Handle(P) {}
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    return freqpath_module_pass_run(Handle.Pass, wrap(&M)) ? PreservedAnalyses::none()
                                                           : PreservedAnalyses::all();
  }
  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)>) {
    size_t Len = 0;
    const char *Text = freqpath_pass_pipeline_text(Handle.Pass, &Len);
    OS << StringRef(Text, Len);
  }
  static bool isRequired() { return false; }
};

extern "C" void freqpath_env_check_o0(LLVMModuleRef M);

// At -O0: one `warning:` line when FREQPATH_PASSES names passes that cannot run there.
struct EnvO0Check : PassInfoMixin<EnvO0Check> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    freqpath_env_check_o0(wrap(&M));
    return PreservedAnalyses::all();
  }
  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)>) {
    OS << "freqpath-env-o0-check";
  }
  static bool isRequired() { return true; }
};

// Stops the compilation with one `error:` line when FREQPATH_PASSES is unusable.
struct ConfigurationError : PassInfoMixin<ConfigurationError> {
  std::string Message;
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    M.getContext().emitError(Message);
    return PreservedAnalyses::all();
  }
  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)>) {
    OS << "freqpath-configuration-error";
  }
  static bool isRequired() { return true; }
};

enum PassLevel { FunctionLevel, ModuleLevel };

// Parses `Name` as one of our function passes and hands it to `Add` (with the wrapper
// matching its required-ness). False when the name is not ours, is malformed (Rust reported
// why), or names a module pass (those only parse at module level).
template <typename AddFn> bool parseInto(StringRef Name, AddFn Add) {
  int Kind = 0;
  void *Pass = freqpath_pass_parse(Name.data(), Name.size(), &Kind);
  if (!Pass)
    return false;
  if (Kind & 2) {
    freqpath_pass_drop(Pass);
    return false;
  }
  if (Kind & 1)
    Add(FreqpathFunctionPass<true>(Pass));
  else
    Add(FreqpathFunctionPass<false>(Pass));
  return true;
}

// Module level: a module pass directly, a function pass inside an adaptor.
bool parseIntoModule(StringRef Name, ModulePassManager &MPM) {
  int Kind = 0;
  void *Pass = freqpath_pass_parse(Name.data(), Name.size(), &Kind);
  if (!Pass)
    return false;
  if (Kind & 2)
    MPM.addPass(FreqpathModulePass(Pass));
  else if (Kind & 1)
    MPM.addPass(createModuleToFunctionPassAdaptor(FreqpathFunctionPass<true>(Pass)));
  else
    MPM.addPass(createModuleToFunctionPassAdaptor(FreqpathFunctionPass<false>(Pass)));
  return true;
}

// Where FREQPATH_PASSES passes go at one extension point: a module pass manager (each
// function pass in its own adaptor, so module and function passes keep the list's order) or
// LLVM's function pass manager at that point (function passes only; the variable offers no
// module pass). A function pass manager of our own inside an adaptor would be run by code
// instantiated in this plugin, whose llvm::Any type ids LLVM's instrumentation does not
// recognise: the optnone check would let our optional passes run at -O0.
struct EnvContext {
  ModulePassManager *MPM = nullptr;
  FunctionPassManager *FPM = nullptr;
  bool LoopsSimplified = false;
};

template <typename PassT> void addEnvFunctionPass(EnvContext &E, PassT &&Pass) {
  if (E.FPM)
    E.FPM->addPass(std::forward<PassT>(Pass));
  else
    E.MPM->addPass(createModuleToFunctionPassAdaptor(std::forward<PassT>(Pass)));
}

void addEnvPass(void *Ctx, void *Pass, int Kind) {
  auto &E = *static_cast<EnvContext *>(Ctx);
  if (Kind & 2) {
    if (E.MPM)
      E.MPM->addPass(FreqpathModulePass(Pass));
    else
      freqpath_pass_drop(Pass);
    return;
  }
  // Late in the pipeline simplifycfg may have folded preheaders away; our loop transforms
  // need them (bit 2 is set for those only: an annotator gets no loop-simplify, which would
  // change the code beyond the weights it writes).
  if ((Kind & 4) && !E.LoopsSimplified) {
    addEnvFunctionPass(E, LoopSimplifyPass());
    E.LoopsSimplified = true;
  }
  // Passes from the environment are transforms (optional); printers are refused in Rust.
  addEnvFunctionPass(E, FreqpathFunctionPass<false>(Pass));
}

void failEnv(void *Ctx, const char *Message, size_t Len) {
  auto *E = static_cast<EnvContext *>(Ctx);
  ConfigurationError Error;
  Error.Message = std::string(Message, Len);
  if (E->MPM)
    E->MPM->addPass(std::move(Error));
}

enum EnvPoint { PipelineStart = 0, ScalarOptimizerLate = 1, VectorizerStart = 2, OptimizerLast = 3 };

void addEnvPassesToModule(ModulePassManager &MPM, EnvPoint Point) {
  EnvContext Ctx;
  Ctx.MPM = &MPM;
  freqpath_env_passes(&Ctx, Point, addEnvPass, failEnv);
}

void addEnvPassesToFunction(FunctionPassManager &FPM, EnvPoint Point) {
  EnvContext Ctx;
  Ctx.FPM = &FPM;
  freqpath_env_passes(&Ctx, Point, addEnvPass, failEnv);
}

} // namespace

// Registers freqpath's pipeline parsing at function, CGSCC and module level (where LLVM wraps
// its own function passes in adaptors, so `module(...)`, `cgscc(...)` and `repeat<N>(...)`
// accept ours too) and the FREQPATH_PASSES pipeline-start hook for clang.
extern "C" void freqpath_register_passes(void *Builder) {
  auto &PB = *static_cast<PassBuilder *>(Builder);
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM, ArrayRef<PassBuilder::PipelineElement> Inner) {
        return Inner.empty() &&
               parseInto(Name, [&](auto &&Pass) { FPM.addPass(std::move(Pass)); });
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, CGSCCPassManager &CGPM, ArrayRef<PassBuilder::PipelineElement> Inner) {
        return Inner.empty() && parseInto(Name, [&](auto &&Pass) {
                 CGPM.addPass(createCGSCCToFunctionPassAdaptor(std::move(Pass)));
               });
      });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM, ArrayRef<PassBuilder::PipelineElement> Inner) {
        return Inner.empty() && parseIntoModule(Name, MPM);
      });
  // FREQPATH_PASSES: each pass at its extension point (errors at the pipeline start only).
  // The callbacks add nothing while the variable is unset, so clang's output is unchanged.
  PB.registerPipelineStartEPCallback([](ModulePassManager &MPM, OptimizationLevel Level) {
    if (Level == OptimizationLevel::O0 && std::getenv("FREQPATH_PASSES"))
      MPM.addPass(EnvO0Check());
    addEnvPassesToModule(MPM, PipelineStart);
  });
  PB.registerScalarOptimizerLateEPCallback([](FunctionPassManager &FPM, OptimizationLevel) {
    addEnvPassesToFunction(FPM, ScalarOptimizerLate);
  });
  PB.registerVectorizerStartEPCallback([](FunctionPassManager &FPM, OptimizationLevel) {
    addEnvPassesToFunction(FPM, VectorizerStart);
  });
  PB.registerOptimizerLastEPCallback([](ModulePassManager &MPM, OptimizationLevel) {
    addEnvPassesToModule(MPM, OptimizerLast);
  });
}

// ---------------------------------------------------------------------------------------------
// Instruction facts for `ir::model`: what LLVM-C does not expose about an instruction.

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/ModRef.h"

// A hash of everything `Instruction::isSameOperationAs` compares except the operands:
// opcode, result type, optional flags (nsw/nuw/exact/inbounds/fast-math), and per kind the
// predicate, alignment, volatility, ordering, allocated or source element type, call type,
// calling convention, attributes and tail-call kind, extract/insert indices.
extern "C" uint64_t freqpath_inst_fingerprint(LLVMValueRef Ref) {
  auto *I = cast<Instruction>(unwrap(Ref));
  hash_code H = hash_combine(I->getOpcode(), I->getType(), I->getRawSubclassOptionalData());
  for (const Use &Op : I->operands())
    H = hash_combine(H, Op->getType());
  if (auto *C = dyn_cast<CmpInst>(I))
    H = hash_combine(H, C->getPredicate());
  if (auto *L = dyn_cast<LoadInst>(I))
    H = hash_combine(H, L->getAlign().value(), L->isVolatile(), L->getOrdering(),
                     L->getSyncScopeID());
  if (auto *S = dyn_cast<StoreInst>(I))
    H = hash_combine(H, S->getAlign().value(), S->isVolatile(), S->getOrdering(),
                     S->getSyncScopeID());
  if (auto *A = dyn_cast<AllocaInst>(I))
    H = hash_combine(H, A->getAllocatedType(), A->getAlign().value());
  if (auto *G = dyn_cast<GetElementPtrInst>(I))
    H = hash_combine(H, G->getSourceElementType());
  if (auto *CB = dyn_cast<CallBase>(I))
    H = hash_combine(H, CB->getFunctionType(), CB->getCallingConv(),
                     CB->getAttributes().getRawPointer());
  if (auto *CI = dyn_cast<CallInst>(I))
    H = hash_combine(H, CI->getTailCallKind());
  if (auto *E = dyn_cast<ExtractValueInst>(I))
    H = hash_combine(H, hash_combine_range(E->idx_begin(), E->idx_end()));
  if (auto *V = dyn_cast<InsertValueInst>(I))
    H = hash_combine(H, hash_combine_range(V->idx_begin(), V->idx_end()));
  return H;
}

// LLVM 16's `CallBase::getMemoryEffects` as bits: argmem read/write (1, 2), inaccessible
// read/write (4, 8), other read/write (16, 32).
extern "C" int freqpath_call_effects(LLVMValueRef Ref) {
  auto *CB = cast<CallBase>(unwrap(Ref));
  MemoryEffects ME = CB->getMemoryEffects();
  int Bits = 0;
  auto Add = [&](MemoryEffects::Location Loc, int Shift) {
    ModRefInfo MR = ME.getModRef(Loc);
    if (isRefSet(MR))
      Bits |= 1 << Shift;
    if (isModSet(MR))
      Bits |= 2 << Shift;
  };
  Add(MemoryEffects::ArgMem, 0);
  Add(MemoryEffects::InaccessibleMem, 2);
  Add(MemoryEffects::Other, 4);
  return Bits;
}

// `isSafeToSpeculativelyExecute(I)` (LLVM's ValueTracking).
extern "C" int freqpath_is_safe_to_speculate(LLVMValueRef Ref) {
  return isSafeToSpeculativelyExecute(cast<Instruction>(unwrap(Ref)));
}

// The store size of `Ty` in `M`'s data layout; 0 for unsized or scalable types.
extern "C" uint64_t freqpath_type_store_size(LLVMModuleRef M, LLVMTypeRef TyRef) {
  Type *Ty = unwrap(TyRef);
  if (!Ty->isSized())
    return 0;
  TypeSize Size = unwrap(M)->getDataLayout().getTypeStoreSize(Ty);
  return Size.isScalable() ? 0 : Size.getFixedValue();
}

// For a static `alloca` in the entry block: its allocation size in bytes (0 otherwise).
extern "C" uint64_t freqpath_static_alloca_size(LLVMValueRef Ref) {
  auto *A = cast<AllocaInst>(unwrap(Ref));
  if (!A->isStaticAlloca())
    return 0;
  std::optional<TypeSize> Size = A->getAllocationSize(A->getModule()->getDataLayout());
  return Size && !Size->isScalable() ? Size->getFixedValue() : 0;
}

// For a global variable: 1 when it is an identified object of known size (`Size`, the
// store size of its value type): not a declaration that may be absent (`extern_weak`), not
// interposable in size (definitions and ordinary declarations qualify). 0 otherwise.
extern "C" int freqpath_global_variable_size(LLVMValueRef Ref, uint64_t *Size) {
  auto *G = dyn_cast<GlobalVariable>(unwrap(Ref));
  if (!G || G->hasExternalWeakLinkage() || !G->getValueType()->isSized())
    return 0;
  TypeSize S = G->getParent()->getDataLayout().getTypeStoreSize(G->getValueType());
  if (S.isScalable())
    return 0;
  *Size = S.getFixedValue();
  return 1;
}

// The underlying object of pointer `Ptr` (`getUnderlyingObject`, through GEPs with any
// indices and casts) and, when the whole way there is constant
// (`stripAndAccumulateConstantOffsets` reaches the same object), the byte offset. Returns 1
// with `Offset` set, 2 when the offset is unknown, 0 with a null `Base` when the chain
// comes back to itself. The walk goes one step at a time with a visited set because
// unreachable code may hold a pointer defined by itself (`%p = getelementptr i8, ptr %p, ...`
// or a one-entry phi of itself), where `getUnderlyingObject(Ptr, 0)` never returns.
extern "C" int freqpath_pointer_base(LLVMValueRef PtrRef, LLVMModuleRef M, LLVMValueRef *Base,
                                     int64_t *Offset) {
  Value *Ptr = unwrap(PtrRef);
  const DataLayout &DL = unwrap(M)->getDataLayout();
  *Base = nullptr;
  *Offset = 0;
  const Value *Object = Ptr;
  SmallPtrSet<const Value *, 8> Seen;
  Seen.insert(Object);
  for (;;) {
    const Value *Next = getUnderlyingObject(Object, /*MaxLookup=*/1);
    if (Next == Object)
      break;
    if (!Seen.insert(Next).second)
      return 0;
    Object = Next;
  }
  *Base = wrap(Object);
  if (!Ptr->getType()->isPointerTy())
    return 2;
  APInt Off(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
  const Value *Stripped =
      Ptr->stripAndAccumulateConstantOffsets(DL, Off, /*AllowNonInbounds=*/true);
  if (Stripped != Object || Off.getMinSignedBits() > 64)
    return 2;
  *Offset = Off.getSExtValue();
  return 1;
}

// `Instruction::dropPoisonGeneratingFlags` plus the metadata that implies poison or UB
// (`!range`, `!nonnull`, `!align`, `!noundef`), as LLVM does for speculated instructions.
extern "C" void freqpath_drop_poison_generating(LLVMValueRef Ref) {
  auto *I = cast<Instruction>(unwrap(Ref));
  I->dropPoisonGeneratingFlags();
  I->dropUndefImplyingAttrsAndUnknownMetadata();
}

// Whether loading from the pointer operand of `Load` can never fault, wherever it is executed
// (`isDereferenceableAndAlignedPointer` without a context instruction: globals, allocas,
// `dereferenceable` arguments, ...).
#include "llvm/Analysis/Loads.h"
extern "C" int freqpath_load_is_safe_anywhere(LLVMValueRef Ref) {
  auto *L = cast<LoadInst>(unwrap(Ref));
  const DataLayout &DL = L->getModule()->getDataLayout();
  return isDereferenceableAndAlignedPointer(L->getPointerOperand(), L->getType(), L->getAlign(),
                                            DL);
}

// What a speculation guard may check an address against: the object `Obj` (an underlying
// object, as `freqpath_pointer_base` finds it) when LLVM knows it dereferenceable as a whole
// for the whole function: `getPointerDereferenceableBytes` with neither null nor freed
// possible (globals, static allocas, `dereferenceable` arguments of functions that free
// nothing), and the alignment of its start (`getPointerAlignment`). Returns 0 otherwise.
extern "C" int freqpath_object_facts(LLVMValueRef ObjRef, LLVMModuleRef M, uint64_t *Bytes,
                                     uint64_t *Align) {
  const Value *Obj = unwrap(ObjRef);
  *Bytes = 0;
  *Align = 0;
  if (!Obj->getType()->isPointerTy())
    return 0;
  const DataLayout &DL = unwrap(M)->getDataLayout();
  bool CanBeNull = true, CanBeFreed = true;
  uint64_t N = Obj->getPointerDereferenceableBytes(DL, CanBeNull, CanBeFreed);
  if (N == 0 || CanBeNull || CanBeFreed)
    return 0;
  // A dynamic alloca (or one in a loop) is a new object per execution; only the entry
  // block's static allocas name one object for the whole function.
  if (auto *A = dyn_cast<AllocaInst>(Obj))
    if (!A->isStaticAlloca())
      return 0;
  *Bytes = N;
  *Align = Obj->getPointerAlignment(DL).value();
  return 1;
}

// `ptrtoint Value to Ty` inserted at the builder's position as an instruction even when
// `Value` is a constant (LLVMBuildPtrToInt would fold it into a constant expression, which
// has no place in the layout a plan names).
extern "C" LLVMValueRef freqpath_build_ptrtoint(LLVMBuilderRef B, LLVMValueRef Value,
                                                LLVMTypeRef Ty, const char *Name) {
  Instruction *I = CastInst::Create(Instruction::PtrToInt, unwrap(Value), unwrap(Ty));
  return wrap(unwrap(B)->Insert(I, Name));
}

// The integer type as wide as a pointer in address space 0 (`DataLayout::getIntPtrType`).
extern "C" LLVMTypeRef freqpath_intptr_type(LLVMModuleRef M) {
  Module *Mod = unwrap(M);
  return wrap(Mod->getDataLayout().getIntPtrType(Mod->getContext(), 0));
}

// ---------------------------------------------------------------------------------------------
// Sample-profile input and errors (freqpath-profi). LLVM-C reads a DILocation's line, scope
// and inlinedAt, but not its discriminator (kept in a DILexicalBlockFile scope) nor the
// DISubprogram behind a lexical scope and its linkage name, which the sample loader keys
// samples by.

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/ValueSymbolTable.h"

extern "C" {
struct FreqpathLocation {
  unsigned Line;
  unsigned Discriminator;
  unsigned SubprogramLine;
  const char *SubprogramName;
  size_t SubprogramNameLength;
  LLVMMetadataRef InlinedAt;
};

// Fills `Out` from the DILocation `LocRef`: its line, raw discriminator
// (DILocation::getDiscriminator), the line and name of its scope's subprogram (the linkage
// name, or the name when that is empty, as FunctionSamples::findFunctionSamples uses it) and
// the location it was inlined at (null when not inlined). Returns 0 if `LocRef` is not a
// DILocation.
int freqpath_dilocation(LLVMMetadataRef LocRef, FreqpathLocation *Out) {
  auto *DIL = dyn_cast_or_null<DILocation>(unwrap(LocRef));
  if (!DIL)
    return 0;
  Out->Line = DIL->getLine();
  Out->Discriminator = DIL->getDiscriminator();
  DISubprogram *SP = DIL->getScope() ? DIL->getScope()->getSubprogram() : nullptr;
  StringRef Name;
  if (SP) {
    Name = SP->getLinkageName();
    if (Name.empty())
      Name = SP->getName();
  }
  Out->SubprogramLine = SP ? SP->getLine() : 0;
  Out->SubprogramName = Name.data();
  Out->SubprogramNameLength = Name.size();
  Out->InlinedAt = wrap(DIL->getInlinedAt());
  return 1;
}

// Writes the module's named functions to `Out` in the order its ValueSymbolTable iterates
// them (a StringMap: hash-bucket order, which depends on every name the table ever held) and
// returns how many it wrote (at most `Capacity`, one slot per function of the module). The sample
// loader builds its name -> function map (`SymbolMap` in SampleProfileLoader::runOnModule) in
// this order, and when two functions strip to the same canonical name (`f` and `f.12`) the
// order decides whether `f` keeps its entry. The order cannot be recomputed from the module
// alone, so it is read here rather than re-derived.
size_t freqpath_symbol_table_functions(LLVMModuleRef ModuleRef, LLVMValueRef *Out,
                                       size_t Capacity) {
  size_t Count = 0;
  for (const auto &Entry : unwrap(ModuleRef)->getValueSymbolTable())
    if (auto *F = dyn_cast<Function>(Entry.getValue()); F && Count < Capacity)
      Out[Count++] = wrap(F);
  return Count;
}

// Reports an error through the module's LLVMContext, as LLVM's own passes do: opt prints
// "error: <Message>" and exits with a failure status once the pass returns.
void freqpath_emit_error(LLVMModuleRef ModuleRef, const char *Message, size_t Length) {
  unwrap(ModuleRef)->getContext().emitError(StringRef(Message, Length));
}
}

#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <unistd.h>

// Whether `Ctx` still has the handler every LLVMContext starts with (opt's case), whose
// errors print and `exit(1)` on the spot; a tool that installs its own (clang, lld) records
// errors and fails when it is done. Compared by vtable because LLVM is built without RTTI.
static bool freqpathDefaultHandler(LLVMContext &Ctx) {
  const DiagnosticHandler *H = Ctx.getDiagHandlerPtr();
  DiagnosticHandler Probe;
  return H && *reinterpret_cast<void *const *>(H) == *reinterpret_cast<void *const *>(&Probe);
}

static void freqpathFailAtExit() {
  std::fflush(nullptr);
  _exit(1);
}

// Reports an error that fails the run without stopping it: the other functions are still
// processed. In clang or lld the error goes to the tool's diagnostic handler, which fails
// the compile (and deletes its output) when it ends; in opt, whose handler would exit at
// once, it is printed as "error: <Message>" and the process exits with status 1 when opt
// is done (after writing its output, in which the failing function is left unchanged).
extern "C" void freqpath_report_error(LLVMContextRef C, const char *Message, size_t Length) {
  StringRef Text(Message, Length);
  if (C && !freqpathDefaultHandler(*unwrap(C))) {
    // What LLVMContext::emitError sends (LLVM 16 has no generic error diagnostic).
    unwrap(C)->diagnose(DiagnosticInfoInlineAsm(Twine(Text), DS_Error));
    return;
  }
  errs() << "error: " << Text << "\n";
  static std::once_flag Once;
  std::call_once(Once, [] { std::atexit(freqpathFailAtExit); });
}

// ---------------------------------------------------------------------------------------------
// LLVM's analyses for the transforms (`ir::analyses`): the pipeline's alias analysis
// (`AAManager`: BasicAA, ScopedNoAliasAA, TypeBasedAA, GlobalsAA where the pipeline computed
// it) and the target's instruction costs (`TargetIRAnalysis`), asked through the
// FunctionAnalysisManager the pass wrapper received. Results are fetched on the first
// question, so a function nobody asks about computes nothing.

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/MustExecute.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Dominators.h"
#include <memory>

namespace {
// What one loop allows, computed once per loop.
struct FreqpathLoopFacts {
  ICFLoopSafetyInfo Safety;
  // Nothing in the loop may free memory or synchronise with another thread (which could then
  // free it): every call is `nofree` (or only reads memory) and `nosync` (or touches no memory
  // and is not convergent); no volatile access, fence, read-modify-write or atomic access
  // stronger than monotonic.
  bool NothingFrees = false;
};

// The analyses of one function while a pass plans its rewrite (the body is not edited while
// this lives: a pass asks everything before it writes).
struct FreqpathAnalyses {
  FunctionAnalysisManager *FAM = nullptr;
  Function *F = nullptr;
  AAResults *AA = nullptr;
  TargetTransformInfo *TTI = nullptr;
  // Whether F declares a noalias scope (`llvm.experimental.noalias.scope.decl`), once known.
  int ScopeDecls = -1;
  // For `freqpath_load_safe_in_preheader`, fetched on its first question.
  DominatorTree *DT = nullptr;
  LoopInfo *LI = nullptr;
  DenseMap<const Loop *, std::unique_ptr<FreqpathLoopFacts>> LoopFacts;
};

bool declaresNoAliasScopes(FreqpathAnalyses &X) {
  if (X.ScopeDecls < 0) {
    X.ScopeDecls = 0;
    for (Instruction &I : instructions(*X.F))
      if (isa<NoAliasScopeDeclInst>(I)) {
        X.ScopeDecls = 1;
        break;
      }
  }
  return X.ScopeDecls == 1;
}
} // namespace

// The analyses of `FRef` through `FAMRef` (a `FunctionAnalysisManager`), or null without one.
extern "C" void *freqpath_analyses_begin(void *FAMRef, LLVMValueRef FRef) {
  auto *F = dyn_cast_or_null<Function>(unwrap(FRef));
  if (!FAMRef || !F || F->isDeclaration())
    return nullptr;
  auto *X = new FreqpathAnalyses();
  X->FAM = static_cast<FunctionAnalysisManager *>(FAMRef);
  X->F = F;
  return X;
}

extern "C" void freqpath_analyses_end(void *XRef) { delete static_cast<FreqpathAnalyses *>(XRef); }

// Whether `WriterRef` may modify the memory load `LoadRef` reads, by the pipeline's alias
// analysis: `AAResults::getModRefInfo(Writer, MemoryLocation::get(Load))` has Mod set. Calls
// are answered from their memory effects and arguments by AA itself. Both instructions must
// belong to the function the analyses are for; anything else answers 1 (may write).
//
// Scoped-noalias metadata is only trusted while F declares no noalias scope: a declaration
// inside a loop opens a new scope instance per iteration, so its claims need not hold
// between accesses of different iterations, which is what a hoist relies on.
extern "C" int freqpath_aa_may_write(void *XRef, LLVMValueRef WriterRef, LLVMValueRef LoadRef) {
  auto *X = static_cast<FreqpathAnalyses *>(XRef);
  auto *W = dyn_cast_or_null<Instruction>(unwrap(WriterRef));
  auto *L = dyn_cast_or_null<LoadInst>(unwrap(LoadRef));
  if (!X || !W || !L || W->getFunction() != X->F || L->getFunction() != X->F)
    return 1;
  if (!W->mayWriteToMemory())
    return 0;
  if (!X->AA)
    X->AA = &X->FAM->getResult<AAManager>(*X->F);
  MemoryLocation Loc = MemoryLocation::get(L);
  if (declaresNoAliasScopes(*X)) {
    Loc.AATags.Scope = nullptr;
    Loc.AATags.NoAlias = nullptr;
  }
  return isModSet(X->AA->getModRefInfo(W, Loc)) ? 1 : 0;
}

// Whether two loads carry the same alias metadata (`!tbaa`, `!tbaa.struct`, `!alias.scope`,
// `!noalias`): for loads of one address and type, the alias analysis then gives every write
// the same answer for both.
extern "C" int freqpath_same_aa_metadata(LLVMValueRef ARef, LLVMValueRef BRef) {
  auto *A = dyn_cast_or_null<Instruction>(unwrap(ARef));
  auto *B = dyn_cast_or_null<Instruction>(unwrap(BRef));
  return A && B && A->getAAMetadata() == B->getAAMetadata();
}

// The target's cost of instruction `IRef` (`TargetTransformInfo::getInstructionCost`) as
// latency and reciprocal throughput; returns 0 when `IRef` is not an instruction of the
// function or either cost is invalid.
extern "C" int freqpath_tti_costs(void *XRef, LLVMValueRef IRef, int64_t *Latency,
                                  int64_t *Throughput) {
  auto *X = static_cast<FreqpathAnalyses *>(XRef);
  auto *I = dyn_cast_or_null<Instruction>(unwrap(IRef));
  if (!X || !I || I->getFunction() != X->F)
    return 0;
  if (!X->TTI)
    X->TTI = &X->FAM->getResult<TargetIRAnalysis>(*X->F);
  InstructionCost Lat = X->TTI->getInstructionCost(I, TargetTransformInfo::TCK_Latency);
  InstructionCost Tp = X->TTI->getInstructionCost(I, TargetTransformInfo::TCK_RecipThroughput);
  if (!Lat.isValid() || !Tp.isValid())
    return 0;
  *Latency = *Lat.getValue();
  *Throughput = *Tp.getValue();
  return 1;
}

// ---------------------------------------------------------------------------------------------
// Guaranteed execution (docs/fplicm-design.md §3 (c)): whether a load through a pointer LLVM
// cannot prove dereferenceable may still be copied to its loop's preheader and anywhere in the
// loop. `LoopAnalysis` and `DominatorTreeAnalysis` through the same manager; LLVM's own
// `ICFLoopSafetyInfo::isGuaranteedToExecute` (what LICM asks before hoisting a load).

namespace {
// Whether `I` may free memory, or synchronise with another thread that may then free it.
bool freqpathMayFreeOrSync(const Instruction &I) {
  if (I.isVolatile() || isa<FenceInst>(I) || isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
    return true;
  if (auto *L = dyn_cast<LoadInst>(&I))
    return isStrongerThanMonotonic(L->getOrdering());
  if (auto *S = dyn_cast<StoreInst>(&I))
    return isStrongerThanMonotonic(S->getOrdering());
  if (auto *C = dyn_cast<CallBase>(&I)) {
    bool NoFree = C->hasFnAttr(Attribute::NoFree) || C->onlyReadsMemory();
    bool NoSync = C->hasFnAttr(Attribute::NoSync) ||
                  (C->doesNotAccessMemory() && !C->isConvergent());
    return !NoFree || !NoSync;
  }
  return false;
}
} // namespace

// Whether load `LoadRef` may be executed at the end of the preheader of the loop whose header
// holds `HeaderInstRef`, and anywhere inside that loop, without faulting where the original
// program does not:
// - LLVM's loop with that header has exactly the `NumBlocks` blocks holding `BlockInsts` (one
//   instruction of each: the caller's loop is LLVM's), a preheader (`getLoopPreheader`: the
//   only predecessor outside, ending in an unconditional branch to the header), and contains
//   the load;
// - the load is simple (not volatile, not atomic) and its address is loop invariant, or a GEP
//   in the loop over loop-invariant operands (a copy recomputes the same address);
// - the load is guaranteed to execute on the loop's first iteration once the header runs
//   (`ICFLoopSafetyInfo::isGuaranteedToExecute`: its block is reached on every path from
//   the header that does not leave the loop on a later iteration, and nothing before it may
//   throw or fail to return), or its address is defined before the loop and LLVM proves it
//   dereferenceable and aligned at the preheader's end (`isSafeToLoadUnconditionally` there:
//   e.g. an access to it just before);
// - nothing in the loop may free memory or synchronise with another thread
//   (`freqpathMayFreeOrSync`).
// Then the object the address points into was allocated before the loop (the address is
// computed before it), is live when the first iteration loads it, so also at the preheader's
// end and earlier in the loop, and nothing the loop runs afterwards can end its lifetime:
// any copy executed during that run of the loop (a repair after a rare write, before an exit
// or not) reads live memory. Returns 0 without analyses or when anything does not hold.
extern "C" int freqpath_load_safe_in_preheader(void *XRef, LLVMValueRef LoadRef,
                                               LLVMValueRef HeaderInstRef,
                                               const LLVMValueRef *BlockInsts,
                                               size_t NumBlocks) {
  auto *X = static_cast<FreqpathAnalyses *>(XRef);
  auto *Load = dyn_cast_or_null<LoadInst>(unwrap(LoadRef));
  auto *HeaderInst = dyn_cast_or_null<Instruction>(unwrap(HeaderInstRef));
  if (!X || !Load || !HeaderInst || Load->getFunction() != X->F ||
      HeaderInst->getFunction() != X->F || !Load->isSimple())
    return 0;
  if (!X->LI) {
    X->DT = &X->FAM->getResult<DominatorTreeAnalysis>(*X->F);
    X->LI = &X->FAM->getResult<LoopAnalysis>(*X->F);
  }
  BasicBlock *Header = HeaderInst->getParent();
  Loop *L = X->LI->getLoopFor(Header);
  if (!L || L->getHeader() != Header || !L->getLoopPreheader() || !L->contains(Load) ||
      L->getNumBlocks() != NumBlocks)
    return 0;
  for (size_t K = 0; K < NumBlocks; ++K) {
    auto *I = dyn_cast_or_null<Instruction>(unwrap(BlockInsts[K]));
    if (!I || !L->contains(I))
      return 0;
  }
  Value *Ptr = Load->getPointerOperand();
  if (!L->isLoopInvariant(Ptr)) {
    auto *GEP = dyn_cast<GetElementPtrInst>(Ptr);
    if (!GEP || !L->hasLoopInvariantOperands(GEP))
      return 0;
  }
  std::unique_ptr<FreqpathLoopFacts> &Facts = X->LoopFacts[L];
  if (!Facts) {
    Facts = std::make_unique<FreqpathLoopFacts>();
    Facts->Safety.computeLoopSafetyInfo(L);
    Facts->NothingFrees = true;
    for (BasicBlock *BB : L->blocks())
      for (Instruction &I : *BB)
        if (freqpathMayFreeOrSync(I)) {
          Facts->NothingFrees = false;
          break;
        }
  }
  if (!Facts->NothingFrees)
    return 0;
  if (Facts->Safety.isGuaranteedToExecute(*Load, X->DT, L))
    return 1;
  // Or dereferenceable and aligned at the preheader's end, by what LLVM knows there (an access
  // to the same address just before, `dereferenceable` facts at that point, assumptions):
  // then the object is live when the loop starts and, since the loop frees nothing, while
  // it runs. Only for an address defined before the loop (it dominates the preheader's end).
  if (!L->isLoopInvariant(Ptr))
    return 0;
  auto *AC = &X->FAM->getResult<AssumptionAnalysis>(*X->F);
  auto *TLI = &X->FAM->getResult<TargetLibraryAnalysis>(*X->F);
  return isSafeToLoadUnconditionally(Ptr, Load->getType(), Load->getAlign(),
                                     X->F->getParent()->getDataLayout(),
                                     L->getLoopPreheader()->getTerminator(), AC, X->DT, TLI)
             ? 1
             : 0;
}
