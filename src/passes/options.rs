//! Parameter types shared by the pass-name parser ([`super::pipeline`]) and the passes that
//! take them. A leaf among the passes: both depend on it, it on neither, so a pass (such as
//! `profi`) need not import the parser that builds its options.

use crate::fplicm::corrupt::Corruption;
use crate::profi::params::ProfiParams;

/// Hidden parameters that make a pass panic on purpose.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DebugFault {
    /// `debug-panic`: panic before doing anything, in every function.
    pub panic_everywhere: bool,
    /// `debug-panic=NAME`: panic before doing anything in function `NAME`.
    pub panic_in: Option<String>,
    /// `debug-panic-write=NAME`: panic right after the first IR write in function `NAME`.
    pub panic_after_write_in: Option<String>,
    /// `debug-fail-write=K` (transforms): the plan writer stops with an error after its K-th
    /// edit of every plan, so a test can prove each edit's undo restores the function.
    pub fail_after_edit: Option<usize>,
    /// `debug-corrupt=KIND` (with `validate`): corrupt every block-level rewrite plan before
    /// validating it, so the validator must refuse it.
    pub corrupt: Option<Corruption>,
}

/// The parameters of `freqpath-profi`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProfiOptions {
    /// `profile=PATH`: a text sample profile.
    pub profile: String,
    /// `quality`: freqpath's inference instead of LLVM's.
    pub quality: bool,
    /// LLVM's `sample-profile-*` inference options, LLVM's defaults unless given.
    pub params: ProfiParams,
}
