//! Tuning knobs of profi (LLVM 16 `ProfiParams`) with the defaults `opt-16` runs with.

/// LLVM 16's `ProfiParams`. [`Default`] gives the values of the `sample-profile-*` command-line
/// options (what `opt-16 -passes=sample-profile` uses), not the C++ struct's zero
/// initialisers. The jump costs have no command-line option in LLVM 16 and stay 0 there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProfiParams {
    /// `-sample-profile-even-flow-distribution`: split flow evenly among equally cheap paths.
    pub even_flow_distribution: bool,
    /// `-sample-profile-rebalance-unknown`: split flow evenly inside unknown subgraphs.
    pub rebalance_unknown: bool,
    /// `-sample-profile-join-islands`: connect positive-flow components to the entry.
    pub join_islands: bool,
    /// `-sample-profile-profi-cost-block-inc`.
    pub cost_block_inc: u32,
    /// `-sample-profile-profi-cost-block-dec`.
    pub cost_block_dec: u32,
    /// `-sample-profile-profi-cost-block-zero-inc`: raising a known-zero block.
    pub cost_block_zero_inc: u32,
    /// `-sample-profile-profi-cost-block-entry-inc`.
    pub cost_block_entry_inc: u32,
    /// `-sample-profile-profi-cost-block-entry-dec`.
    pub cost_block_entry_dec: u32,
    /// `-sample-profile-profi-cost-block-unknown-inc`.
    pub cost_block_unknown_inc: u32,
    pub cost_jump_inc: u32,
    /// Fall-through jumps: target index = source index + 1.
    pub cost_jump_ft_inc: u32,
    pub cost_jump_dec: u32,
    pub cost_jump_ft_dec: u32,
    pub cost_jump_unknown_inc: u32,
    pub cost_jump_unknown_ft_inc: u32,
}

impl ProfiParams {
    /// Cost per unit through an unlikely block or jump (a `const` member in LLVM).
    pub const COST_UNLIKELY: i64 = 1 << 30;

    /// The LLVM 16 `cl::opt` names this type mirrors, in declaration order.
    pub const OPTION_NAMES: [&'static str; 9] = [
        "sample-profile-even-flow-distribution",
        "sample-profile-rebalance-unknown",
        "sample-profile-join-islands",
        "sample-profile-profi-cost-block-inc",
        "sample-profile-profi-cost-block-dec",
        "sample-profile-profi-cost-block-entry-inc",
        "sample-profile-profi-cost-block-entry-dec",
        "sample-profile-profi-cost-block-zero-inc",
        "sample-profile-profi-cost-block-unknown-inc",
    ];

    /// Sets one option by its LLVM name (leading dashes allowed). Booleans take what
    /// `cl::opt<bool>` takes (`true`/`TRUE`/`True`/`1`, the same for false, or an empty
    /// value for true); costs what `cl::opt<unsigned>` takes (see [`parse_unsigned`]).
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let name = name.trim_start_matches('-');
        let flag = |value: &str| match value {
            "" | "true" | "TRUE" | "True" | "1" => Ok(true),
            "false" | "FALSE" | "False" | "0" => Ok(false),
            _ => Err(format!("'{value}' is not a boolean for -{name}")),
        };
        let cost = |value: &str| {
            parse_unsigned(value)
                .ok_or_else(|| format!("'{value}' value invalid for uint argument -{name}"))
        };
        match name {
            "sample-profile-even-flow-distribution" => self.even_flow_distribution = flag(value)?,
            "sample-profile-rebalance-unknown" => self.rebalance_unknown = flag(value)?,
            "sample-profile-join-islands" => self.join_islands = flag(value)?,
            "sample-profile-profi-cost-block-inc" => self.cost_block_inc = cost(value)?,
            "sample-profile-profi-cost-block-dec" => self.cost_block_dec = cost(value)?,
            "sample-profile-profi-cost-block-entry-inc" => self.cost_block_entry_inc = cost(value)?,
            "sample-profile-profi-cost-block-entry-dec" => self.cost_block_entry_dec = cost(value)?,
            "sample-profile-profi-cost-block-zero-inc" => self.cost_block_zero_inc = cost(value)?,
            "sample-profile-profi-cost-block-unknown-inc" => {
                self.cost_block_unknown_inc = cost(value)?
            }
            _ => return Err(format!("unknown profi option -{name}")),
        }
        Ok(())
    }
}

impl ProfiParams {
    /// The options that differ from [`Default`], as `(name, value)` in
    /// [`ProfiParams::OPTION_NAMES`] order (what prints back as pass parameters).
    pub fn non_default_options(&self) -> Vec<(&'static str, String)> {
        let d = ProfiParams::default();
        let values = |p: &ProfiParams| -> [String; 9] {
            [
                p.even_flow_distribution.to_string(),
                p.rebalance_unknown.to_string(),
                p.join_islands.to_string(),
                p.cost_block_inc.to_string(),
                p.cost_block_dec.to_string(),
                p.cost_block_entry_inc.to_string(),
                p.cost_block_entry_dec.to_string(),
                p.cost_block_zero_inc.to_string(),
                p.cost_block_unknown_inc.to_string(),
            ]
        };
        ProfiParams::OPTION_NAMES
            .iter()
            .zip(values(self).into_iter().zip(values(&d)))
            .filter(|(_, (mine, default))| mine != default)
            .map(|(&name, (mine, _))| (name, mine))
            .collect()
    }
}

/// A `u32` the way `cl::opt<unsigned>` reads it (`StringRef::getAsInteger` with radix 0):
/// `0x`/`0X` hexadecimal, `0b`/`0B` binary, `0o` or a leading `0` before a digit octal,
/// otherwise decimal; no sign, no overflow.
pub fn parse_unsigned(text: &str) -> Option<u32> {
    let (digits, radix) = if let Some(rest) = text.strip_prefix("0x").or(text.strip_prefix("0X")) {
        (rest, 16)
    } else if let Some(rest) = text.strip_prefix("0b").or(text.strip_prefix("0B")) {
        (rest, 2)
    } else if let Some(rest) = text.strip_prefix("0o") {
        (rest, 8)
    } else if text.len() > 1 && text.starts_with('0') && text.as_bytes()[1].is_ascii_digit() {
        (&text[1..], 8)
    } else {
        (text, 10)
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_digit(radix)) {
        return None;
    }
    u32::from_str_radix(digits, radix).ok()
}

impl Default for ProfiParams {
    fn default() -> Self {
        ProfiParams {
            even_flow_distribution: true,
            rebalance_unknown: true,
            join_islands: true,
            cost_block_inc: 10,
            cost_block_dec: 20,
            cost_block_zero_inc: 11,
            cost_block_entry_inc: 40,
            cost_block_entry_dec: 10,
            cost_block_unknown_inc: 0,
            cost_jump_inc: 0,
            cost_jump_ft_inc: 0,
            cost_jump_dec: 0,
            cost_jump_ft_dec: 0,
            cost_jump_unknown_inc: 0,
            cost_jump_unknown_ft_inc: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_opt_16s_command_line_defaults() {
        let p = ProfiParams::default();
        assert!(p.even_flow_distribution && p.rebalance_unknown && p.join_islands);
        assert_eq!(
            (
                p.cost_block_inc,
                p.cost_block_dec,
                p.cost_block_zero_inc,
                p.cost_block_entry_inc,
                p.cost_block_entry_dec,
                p.cost_block_unknown_inc
            ),
            (10, 20, 11, 40, 10, 0)
        );
        assert_eq!(ProfiParams::COST_UNLIKELY, 1 << 30);
    }

    #[test]
    fn every_llvm_option_name_is_settable() {
        let mut p = ProfiParams::default();
        for name in ProfiParams::OPTION_NAMES {
            let value = if name.contains("cost") { "7" } else { "false" };
            p.set_option(name, value).unwrap();
        }
        assert!(!p.even_flow_distribution && !p.rebalance_unknown && !p.join_islands);
        assert_eq!((p.cost_block_inc, p.cost_block_unknown_inc), (7, 7));
        p.set_option("-sample-profile-join-islands", "").unwrap();
        assert!(p.join_islands);
    }

    #[test]
    fn non_default_options_print_back() {
        assert!(ProfiParams::default().non_default_options().is_empty());
        let mut p = ProfiParams::default();
        p.set_option("sample-profile-profi-cost-block-dec", "0x10")
            .unwrap();
        p.set_option("sample-profile-join-islands", "0").unwrap();
        assert_eq!(
            p.non_default_options(),
            vec![
                ("sample-profile-join-islands", "false".to_string()),
                ("sample-profile-profi-cost-block-dec", "16".to_string())
            ]
        );
    }

    #[test]
    fn costs_parse_like_cl_opt_unsigned() {
        assert_eq!(parse_unsigned("12"), Some(12));
        assert_eq!(parse_unsigned("0x1f"), Some(31));
        assert_eq!(parse_unsigned("0b101"), Some(5));
        assert_eq!(parse_unsigned("010"), Some(8));
        assert_eq!(parse_unsigned("0o17"), Some(15));
        assert_eq!(parse_unsigned("0"), Some(0));
        for bad in ["", "0x", "+1", "09", "4294967296", "1 "] {
            assert_eq!(parse_unsigned(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn bad_option_names_and_values_are_errors() {
        let mut p = ProfiParams::default();
        assert!(p
            .set_option("sample-profile-profi-cost-jump-inc", "1")
            .is_err());
        assert!(p.set_option("sample-profile-join-islands", "yes").is_err());
        assert!(p
            .set_option("sample-profile-profi-cost-block-inc", "-1")
            .is_err());
        assert_eq!(p, ProfiParams::default());
    }
}
