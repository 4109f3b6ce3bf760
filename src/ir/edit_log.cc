// In-place function edits with an undo log (the writer under `ir::apply`).
//
// Every change a plan makes is done directly on the function and recorded with what undoes
// it; rolling back replays the records backwards and leaves the function exactly as it was,
// use-list order included (LLVM's predecessor order is a block's use-list order, so an undo
// that only restored values would still change later analyses). Deletions wait in a
// graveyard: an erased instruction or block is detached, its operands dropped, and only
// deleted at commit, so it can be put back until then. Cost: O(1) per recorded change on the
// forward path; a rollback (a failure, which should never happen) may sort the use lists of
// the values it touches.

#include "llvm-c/Core.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

using namespace llvm;

namespace {

// A use named by its user and operand number: a phi that grows moves its uses to new
// storage, so `Use *` does not survive; the pair does.
struct UseName {
  User *Usr = nullptr;
  unsigned OpNo = 0;
  static UseName of(const Use *U) {
    return U ? UseName{U->getUser(), U->getOperandNo()} : UseName{};
  }
  Use *get() const { return Usr ? &Usr->getOperandUse(OpNo) : nullptr; }
};

// Puts `U` (in `V`'s use list) right before `Next` (or last when `Next` is null). Only
// rollbacks call it; it sorts the whole list unless `U` already sits there.
void placeBefore(Value *V, Use *U, Use *Next) {
  if (U->getNext() == Next)
    return;
  DenseMap<const Use *, unsigned> Key;
  unsigned Index = 0;
  for (const Use &Each : V->uses()) {
    if (&Each == U)
      continue;
    if (&Each == Next)
      Key[U] = Index++;
    Key[&Each] = Index++;
  }
  if (!Next)
    Key[U] = Index++;
  V->sortUseList([&](const Use &L, const Use &R) { return Key.lookup(&L) < Key.lookup(&R); });
}

// One recorded change, in 32 bytes: a log holds a few steps per edit, and splitting every
// critical edge of a big function records millions (at 88 bytes a step, the log alone was
// 400 MB of freshly faulted memory for 1.6 million splits, more than LLVM's whole pass took).
// What A, B, C, OpNo and X hold depends on the kind:
//   UseSet         A.OpNo (a User) held B, followed in B's use list by use C.X (null C: last)
//   CreatedInst    A (an Instruction) was created
//   CreatedBlock   A (a BasicBlock) was created
//   IncomingBlock  phi A's entry OpNo came from block B
//   PhiShrank      phi A lost its last entry, value B, whose use was followed by C.X; the step
//                  before it is the IncomingBlock step naming that entry's block
//   PhiAppended    phi A gained a last entry
//   PhiGrew        phi A moved its uses to new storage; EditLog::Growths[X] lists each old next
//   InstDetached   instruction A sat in block B before instruction C (null: last)
//   BlockDetached  block A sat before block B (null: last)
struct Step {
  enum Kind : unsigned {
    UseSet,
    CreatedInst,
    CreatedBlock,
    IncomingBlock,
    PhiShrank,
    PhiAppended,
    PhiGrew,
    InstDetached,
    BlockDetached,
  };
  Value *A = nullptr;
  Value *B = nullptr;
  User *C = nullptr;
  // A User has at most 2^27 operands (the width of LLVM's NumUserOperands), so an operand
  // number leaves 5 bits for the kind.
  unsigned OpNo : 27;
  unsigned K : 5;
  unsigned X = 0;

  Step(Kind What, Value *A, Value *B = nullptr, unsigned OpNo = 0)
      : A(A), B(B), OpNo(OpNo), K(What) {}
  Kind kind() const { return static_cast<Kind>(K); }
  UseName site() const { return {cast<User>(A), OpNo}; }
  UseName next() const { return {C, X}; }
  void setNext(const Use *U) {
    UseName N = UseName::of(U);
    C = N.Usr;
    X = N.OpNo;
  }
};
static_assert(sizeof(Step) == 32, "a step is four words");

struct EditLog {
  Function *F;
  std::vector<Step> Steps;
  // Per PhiGrew step: where each of the phi's uses sat before it grew (the next use).
  std::vector<std::vector<UseName>> Growths;
  std::vector<Instruction *> DeadInsts;
  std::vector<BasicBlock *> DeadBlocks;
  // Debug users pointed away from graveyard values only so the verifier accepts the
  // function; put back before deletion so LLVM's own deletion decides what they become.
  std::vector<size_t> VerifierOnly;
};

// Records that operand OpNo of Usr is about to change.
void recordUse(EditLog &L, User *Usr, unsigned OpNo) {
  Use &U = Usr->getOperandUse(OpNo);
  Step S(Step::UseSet, Usr, U.get(), OpNo);
  S.setNext(U.getNext());
  L.Steps.push_back(S);
}

void setUse(EditLog &L, User *Usr, unsigned OpNo, Value *New) {
  recordUse(L, Usr, OpNo);
  Usr->getOperandUse(OpNo).set(New);
}

void undoUseSet(const Step &S) {
  Use *U = S.site().get();
  U->set(S.B);
  if (S.B)
    placeBefore(S.B, U, S.next().get());
}

// Undoes step `I` of the log (the newest not yet undone).
void undo(EditLog &L, size_t I) {
  const Step &S = L.Steps[I];
  switch (S.kind()) {
  case Step::UseSet:
    undoUseSet(S);
    break;
  case Step::CreatedInst:
    cast<Instruction>(S.A)->eraseFromParent();
    break;
  case Step::CreatedBlock:
    cast<BasicBlock>(S.A)->eraseFromParent();
    break;
  case Step::IncomingBlock:
    cast<PHINode>(S.A)->setIncomingBlock(S.OpNo, cast<BasicBlock>(S.B));
    break;
  case Step::PhiShrank: {
    // The entry's block is in the IncomingBlock step recorded just before this one (which
    // its own undo then sets again, to the same block).
    auto *Phi = cast<PHINode>(S.A);
    Phi->addIncoming(S.B, cast<BasicBlock>(L.Steps[I - 1].B));
    placeBefore(S.B, &Phi->getOperandUse(Phi->getNumOperands() - 1), S.next().get());
    break;
  }
  case Step::PhiAppended: {
    auto *Phi = cast<PHINode>(S.A);
    Phi->removeIncomingValue(Phi->getNumIncomingValues() - 1, /*DeletePHIIfEmpty=*/false);
    break;
  }
  case Step::PhiGrew: {
    // Growing moved every use of the phi to the front of its value's list; put each back
    // before its old successor, successors first (a use may precede another of the phi).
    auto *Phi = cast<PHINode>(S.A);
    const std::vector<UseName> &Grown = L.Growths[S.X];
    unsigned N = Grown.size();
    std::vector<bool> Placed(N, false);
    for (unsigned Done = 0; Done < N;) {
      unsigned Before = Done;
      for (unsigned I = 0; I < N; ++I) {
        if (Placed[I])
          continue;
        const UseName &Next = Grown[I];
        bool NextPending = Next.Usr == Phi && Next.OpNo < N && !Placed[Next.OpNo];
        if (NextPending)
          continue;
        Use &U = Phi->getOperandUse(I);
        if (U.get())
          placeBefore(U.get(), &U, Next.get());
        Placed[I] = true;
        ++Done;
      }
      if (Done == Before)
        break; // a cycle cannot happen in a list; stop rather than loop
    }
    break;
  }
  case Step::InstDetached: {
    auto *Inst = cast<Instruction>(S.A);
    auto *Block = cast<BasicBlock>(S.B);
    if (S.C)
      Inst->insertInto(Block, cast<Instruction>(S.C)->getIterator());
    else
      Inst->insertInto(Block, Block->end());
    L.DeadInsts.pop_back();
    break;
  }
  case Step::BlockDetached:
    cast<BasicBlock>(S.A)->insertInto(L.F, cast_or_null<BasicBlock>(S.B));
    L.DeadBlocks.pop_back();
    break;
  }
}

// The operand number of successor `Index` of terminator `T`.
bool successorOperand(Instruction *T, unsigned Index, unsigned &OpNo) {
  if (Index >= T->getNumSuccessors())
    return false;
  if (isa<BranchInst>(T)) {
    OpNo = T->getNumOperands() - 1 - Index;
    return true;
  }
  if (isa<SwitchInst>(T)) {
    OpNo = 2 * Index + 1;
    return true;
  }
  if (isa<IndirectBrInst>(T)) {
    OpNo = Index + 1;
    return true;
  }
  if (auto *Invoke = dyn_cast<InvokeInst>(T)) {
    // Operands: arguments, normal destination, unwind destination, callee.
    OpNo = Invoke->getNumOperands() - 3 + Index;
    return true;
  }
  if (auto *CallBr = dyn_cast<CallBrInst>(T)) {
    // Operands: arguments, default destination, indirect destinations, callee.
    OpNo = CallBr->getNumOperands() - 2 - CallBr->getNumIndirectDests() + Index;
    return true;
  }
  // The exception-handling terminators: the one operand holding that block, if unique.
  BasicBlock *Old = T->getSuccessor(Index);
  int Found = -1;
  for (unsigned I = 0, E = T->getNumOperands(); I != E; ++I)
    if (T->getOperand(I) == Old) {
      if (Found >= 0)
        return false;
      Found = I;
    }
  if (Found < 0)
    return false;
  OpNo = Found;
  return true;
}

// Points the debug users of `V` (about to be detached) at an empty location, so the verifier
// does not see metadata naming a value outside any block.
void hideFromDebugUsers(EditLog &L, Value *V) {
  if (!V->isUsedByMetadata())
    return;
  SmallVector<DbgVariableIntrinsic *, 4> Users;
  findDbgUsers(Users, V);
  Value *Empty = MetadataAsValue::get(V->getContext(), MDNode::get(V->getContext(), {}));
  for (DbgVariableIntrinsic *D : Users) {
    for (unsigned I = 0, E = D->getNumOperands(); I != E; ++I) {
      auto *MAV = dyn_cast<MetadataAsValue>(D->getOperand(I));
      if (!MAV)
        continue;
      Metadata *MD = MAV->getMetadata();
      bool Names = false;
      if (auto *VAM = dyn_cast<ValueAsMetadata>(MD))
        Names = VAM->getValue() == V;
      else if (auto *AL = dyn_cast<DIArgList>(MD))
        for (ValueAsMetadata *Arg : AL->getArgs())
          Names |= Arg->getValue() == V;
      if (!Names)
        continue;
      L.VerifierOnly.push_back(L.Steps.size());
      setUse(L, D, I, Empty);
    }
  }
}

} // namespace

extern "C" void *freqpath_log_begin(LLVMValueRef FRef) {
  auto *L = new EditLog();
  L->F = unwrap<Function>(FRef);
  return L;
}

// Sets operand `OpNo` of `User` (any value: instruction, metadata wrapper, or null).
extern "C" void freqpath_log_set_operand(void *LRef, LLVMValueRef UserRef, unsigned OpNo,
                                         LLVMValueRef ValueRef) {
  setUse(*static_cast<EditLog *>(LRef), unwrap<User>(UserRef), OpNo, unwrap(ValueRef));
}

// Successor `Index` of terminator `T` becomes `Block`; 0 when `T` has no such successor.
extern "C" int freqpath_log_set_successor(void *LRef, LLVMValueRef TRef, unsigned Index,
                                          LLVMBasicBlockRef Block) {
  auto *T = unwrap<Instruction>(TRef);
  unsigned OpNo = 0;
  if (!successorOperand(T, Index, OpNo))
    return 0;
  setUse(*static_cast<EditLog *>(LRef), T, OpNo, unwrap(Block));
  return 1;
}

// Every use of `Of` now uses `With` (as `Value::replaceAllUsesWith`, one use at a time from
// the front of the list); debug users follow through `replaceVariableLocationOp`.
extern "C" void freqpath_log_replace_all_uses(void *LRef, LLVMValueRef OfRef,
                                              LLVMValueRef WithRef) {
  EditLog &L = *static_cast<EditLog *>(LRef);
  Value *Of = unwrap(OfRef);
  Value *With = unwrap(WithRef);
  if (Of->isUsedByMetadata()) {
    SmallVector<DbgVariableIntrinsic *, 4> Users;
    findDbgUsers(Users, Of);
    for (DbgVariableIntrinsic *D : Users) {
      // replaceVariableLocationOp rewrites operand 0 (the location) only.
      recordUse(L, D, 0);
      D->replaceVariableLocationOp(Of, With);
    }
  }
  while (!Of->use_empty()) {
    Use &U = *Of->use_begin();
    setUse(L, U.getUser(), U.getOperandNo(), With);
  }
}

extern "C" void freqpath_log_set_incoming_block(void *LRef, LLVMValueRef PhiRef, unsigned Index,
                                                LLVMBasicBlockRef Block) {
  EditLog &L = *static_cast<EditLog *>(LRef);
  auto *Phi = unwrap<PHINode>(PhiRef);
  L.Steps.push_back(Step(Step::IncomingBlock, Phi, Phi->getIncomingBlock(Index), Index));
  Phi->setIncomingBlock(Index, unwrap(Block));
}

// `PHINode::addIncoming`, recording where the phi's uses sat in case it grows.
extern "C" void freqpath_log_add_incoming(void *LRef, LLVMValueRef PhiRef, LLVMValueRef V,
                                          LLVMBasicBlockRef Block) {
  EditLog &L = *static_cast<EditLog *>(LRef);
  auto *Phi = unwrap<PHINode>(PhiRef);
  // A phi's blocks follow its reserved uses, so their distance is the reserved space: the
  // phi grows (moving every use) exactly when it is full. Only then are the positions worth
  // recording; growth by half keeps that O(1) per addition on average.
  const Use *Reserved = reinterpret_cast<const Use *>(Phi->block_begin());
  bool Grows = Phi->getNumOperands() > 0 &&
               Reserved - Phi->op_begin() == static_cast<ptrdiff_t>(Phi->getNumOperands());
  std::vector<UseName> Before;
  if (Grows) {
    Before.reserve(Phi->getNumOperands());
    for (Use &U : Phi->operands())
      Before.push_back(UseName::of(U.getNext()));
  }
  const Use *Storage = Phi->getNumOperands() ? &Phi->getOperandUse(0) : nullptr;
  Phi->addIncoming(unwrap(V), unwrap(Block));
  // `Grows` is exact for LLVM 16's phi layout; were it ever wrong, the growth is recorded
  // without positions (a rollback then restores values, not that phi's use order) rather
  // than stopping opt.
  if (Storage && &Phi->getOperandUse(0) != Storage) {
    Step G(Step::PhiGrew, Phi);
    G.X = L.Growths.size();
    L.Growths.push_back(std::move(Before));
    L.Steps.push_back(G);
  }
  L.Steps.push_back(Step(Step::PhiAppended, Phi));
}

// `PHINode::removeIncomingValue(Index, false)` step by step: later entries move down one
// slot (each `Use::set`, as `std::copy` over uses does), then the last slot goes.
extern "C" int freqpath_log_remove_incoming(void *LRef, LLVMValueRef PhiRef,
                                            LLVMBasicBlockRef Block) {
  EditLog &L = *static_cast<EditLog *>(LRef);
  auto *Phi = unwrap<PHINode>(PhiRef);
  int Index = Phi->getBasicBlockIndex(unwrap(Block));
  if (Index < 0)
    return 0;
  unsigned N = Phi->getNumIncomingValues();
  for (unsigned J = Index; J + 1 < N; ++J) {
    setUse(L, Phi, J, Phi->getIncomingValue(J + 1));
    L.Steps.push_back(Step(Step::IncomingBlock, Phi, Phi->getIncomingBlock(J), J));
    Phi->setIncomingBlock(J, Phi->getIncomingBlock(J + 1));
  }
  // The last entry's block, then its value (PhiShrank's undo reads the block from here).
  L.Steps.push_back(Step(Step::IncomingBlock, Phi, Phi->getIncomingBlock(N - 1), N - 1));
  Use &Last = Phi->getOperandUse(N - 1);
  Step S(Step::PhiShrank, Phi, Last.get());
  S.setNext(Last.getNext());
  L.Steps.push_back(S);
  Phi->removeIncomingValue(N - 1, /*DeletePHIIfEmpty=*/false);
  return 1;
}

// Records an instruction the writer just created (it is erased on rollback).
extern "C" void freqpath_log_created_inst(void *LRef, LLVMValueRef IRef) {
  auto *I = dyn_cast_or_null<Instruction>(unwrap(IRef));
  if (!I)
    return; // folded to a constant: nothing was created
  static_cast<EditLog *>(LRef)->Steps.push_back(Step(Step::CreatedInst, I));
}

// Creates an empty block named `Name` (`Len` bytes, not NUL-terminated) right after `After`.
extern "C" LLVMBasicBlockRef freqpath_log_create_block(void *LRef, const char *Name, size_t Len,
                                                       LLVMBasicBlockRef AfterRef) {
  EditLog &L = *static_cast<EditLog *>(LRef);
  BasicBlock *After = unwrap(AfterRef);
  BasicBlock *BB =
      BasicBlock::Create(L.F->getContext(), StringRef(Name, Len), L.F, After->getNextNode());
  L.Steps.push_back(Step(Step::CreatedBlock, BB));
  return wrap(BB);
}

// Moves an unused instruction to the graveyard: operands dropped, detached, deleted at
// commit. `Verifying`: debug users are pointed away from it for the verifier's sake. Returns
// 0 (nothing done) when it still has uses.
extern "C" int freqpath_log_erase_inst(void *LRef, LLVMValueRef IRef, int Verifying) {
  EditLog &L = *static_cast<EditLog *>(LRef);
  auto *I = unwrap<Instruction>(IRef);
  if (!I->use_empty())
    return 0;
  if (Verifying)
    hideFromDebugUsers(L, I);
  for (unsigned K = 0, E = I->getNumOperands(); K != E; ++K)
    if (I->getOperand(K))
      setUse(L, I, K, nullptr);
  Step S(Step::InstDetached, I, I->getParent());
  S.C = I->getNextNode();
  L.Steps.push_back(S);
  I->removeFromParent();
  L.DeadInsts.push_back(I);
  return 1;
}

// Moves a block nothing branches to into the graveyard with its instructions. Returns 0
// (with the block's operands dropped; the rollback restores them) when the block or one of
// its instructions is still used from outside.
extern "C" int freqpath_log_erase_block(void *LRef, LLVMBasicBlockRef BRef, int Verifying) {
  EditLog &L = *static_cast<EditLog *>(LRef);
  BasicBlock *BB = unwrap(BRef);
  if (!BB->use_empty())
    return 0;
  for (Instruction &I : *BB) {
    if (Verifying)
      hideFromDebugUsers(L, &I);
    for (unsigned K = 0, E = I.getNumOperands(); K != E; ++K)
      if (I.getOperand(K))
        setUse(L, &I, K, nullptr);
  }
  for (Instruction &I : *BB)
    if (!I.use_empty())
      return 0;
  L.Steps.push_back(Step(Step::BlockDetached, BB, BB->getNextNode()));
  BB->removeFromParent();
  L.DeadBlocks.push_back(BB);
  return 1;
}

// Room for `Steps` more steps (a plan's edit count is known before writing).
extern "C" void freqpath_log_reserve(void *LRef, size_t Steps) {
  auto &V = static_cast<EditLog *>(LRef)->Steps;
  V.reserve(V.size() + Steps);
}

extern "C" size_t freqpath_log_len(void *LRef) {
  return static_cast<EditLog *>(LRef)->Steps.size();
}

// LLVM's verifier on the function being edited; on failure writes the first problem to
// `Message` (`Capacity` bytes) and returns 0.
extern "C" int freqpath_log_verify(void *LRef, char *Message, size_t Capacity) {
  std::string Text;
  raw_string_ostream OS(Text);
  bool Broken = verifyFunction(*static_cast<EditLog *>(LRef)->F, &OS);
  OS.flush();
  if (Capacity > 0) {
    size_t N = std::min(Text.size(), Capacity - 1);
    memcpy(Message, Text.data(), N);
    Message[N] = 0;
  }
  return Broken ? 0 : 1;
}

// Undoes every step, newest first, and ends the log.
extern "C" void freqpath_log_rollback(void *LRef) {
  std::unique_ptr<EditLog> L(static_cast<EditLog *>(LRef));
  for (size_t I = L->Steps.size(); I-- > 0;) {
    undo(*L, I);
  }
}

// Undoes the steps after the first `Len` (one plan that failed; earlier plans stay).
extern "C" void freqpath_log_rollback_to(void *LRef, size_t Len) {
  EditLog &L = *static_cast<EditLog *>(LRef);
  while (L.Steps.size() > Len) {
    undo(L, L.Steps.size() - 1);
    L.Steps.pop_back();
  }
  while (!L.VerifierOnly.empty() && L.VerifierOnly.back() >= Len)
    L.VerifierOnly.pop_back();
}

// Keeps every step and deletes the graveyard; ends the log.
extern "C" void freqpath_log_commit(void *LRef) {
  std::unique_ptr<EditLog> L(static_cast<EditLog *>(LRef));
  for (size_t K = L->VerifierOnly.size(); K-- > 0;)
    undoUseSet(L->Steps[L->VerifierOnly[K]]);
  for (Instruction *I : L->DeadInsts)
    I->deleteValue();
  for (BasicBlock *BB : L->DeadBlocks) {
    for (Instruction &I : *BB)
      I.dropAllReferences();
    delete BB;
  }
}
