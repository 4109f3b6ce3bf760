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

extern "C" {
// Implemented in Rust (src/passes/registry.rs).
void *freqpath_pass_parse(const char *Name, size_t Len, int *Required);
int freqpath_pass_run(void *Pass, LLVMValueRef Function);
const char *freqpath_pass_pipeline_text(void *Pass, size_t *Len);
void freqpath_pass_drop(void *Pass);
typedef void (*FreqpathAddPass)(void *Ctx, void *Pass);
typedef void (*FreqpathFail)(void *Ctx, const char *Message, size_t Len);
void freqpath_env_passes(void *Ctx, FreqpathAddPass Add, FreqpathFail Fail);
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
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    return freqpath_pass_run(Handle.Pass, wrap(&F)) ? PreservedAnalyses::none()
                                                    : PreservedAnalyses::all();
  }
  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)>) {
    size_t Len = 0;
    const char *Text = freqpath_pass_pipeline_text(Handle.Pass, &Len);
    OS << StringRef(Text, Len);
  }
  static bool isRequired() { return Required; }
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

// Parses `Name` as one of our passes and hands it to `Add` (with the wrapper matching its
// required-ness). False when the name is not ours (or malformed; Rust reported why).
template <typename AddFn> bool parseInto(StringRef Name, AddFn Add) {
  int Required = 0;
  void *Pass = freqpath_pass_parse(Name.data(), Name.size(), &Required);
  if (!Pass)
    return false;
  if (Required)
    Add(FreqpathFunctionPass<true>(Pass));
  else
    Add(FreqpathFunctionPass<false>(Pass));
  return true;
}

struct EnvContext {
  ModulePassManager *MPM;
};

void addEnvPass(void *Ctx, void *Pass) {
  auto *E = static_cast<EnvContext *>(Ctx);
  // Passes from the environment are transforms (optional); printers are refused in Rust.
  E->MPM->addPass(createModuleToFunctionPassAdaptor(FreqpathFunctionPass<false>(Pass)));
}

void failEnv(void *Ctx, const char *Message, size_t Len) {
  auto *E = static_cast<EnvContext *>(Ctx);
  ConfigurationError Error;
  Error.Message = std::string(Message, Len);
  E->MPM->addPass(std::move(Error));
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
        return Inner.empty() && parseInto(Name, [&](auto &&Pass) {
                 MPM.addPass(createModuleToFunctionPassAdaptor(std::move(Pass)));
               });
      });
  PB.registerPipelineStartEPCallback([](ModulePassManager &MPM, OptimizationLevel) {
    EnvContext Ctx{&MPM};
    freqpath_env_passes(&Ctx, addEnvPass, failEnv);
  });
}
