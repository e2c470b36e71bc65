//! Sizing's errors: a workload field that cannot be sized, and text that is not a quantity.

/// A workload input error, naming the field, as in `shape.heads`.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{field}: {kind}")]
pub struct SizingError {
    /// The field's path.
    pub field: String,
    /// What is wrong.
    pub kind: SizingErrorKind,
}

/// What is wrong with a workload input. Each variant carries its values; the `Display` is the
/// English wording, without the field, and a front end in another language words the variant
/// itself.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SizingErrorKind {
    /// The JSON cannot be read: the JSON reader's own message.
    #[error("{0}")]
    Parse(String),
    /// Not a number (NaN).
    #[error("is not a number")]
    NotANumber,
    /// Below zero.
    #[error("must not be negative")]
    Negative,
    /// Zero where a positive number is needed.
    #[error("must be more than zero")]
    Zero,
    /// Below the smallest sensible value, which it holds.
    #[error("must be at least {0}")]
    AtLeast(f64),
    /// Above the largest sensible value, which it holds.
    #[error("larger than {0}")]
    TooLarge(f64),
    /// A percentage outside 0 to 100.
    #[error("must be 0 to 100")]
    Percent,
    /// Training asked for in an integer precision.
    #[error("training uses bf16, fp16 or fp8")]
    TrainingPrecision,
    /// A computer-vision preset that `models.toml` does not hold (its name, cut to 40
    /// characters).
    #[error("no preset {0:?}")]
    UnknownPreset(String),
    /// A computer-vision job with neither a preset nor its multiply-adds.
    #[error("give a model preset or forward_gmacs")]
    PresetOrGmacs,
    /// A region the catalog does not hold (its name, cut to 40 characters).
    #[error("no region {0:?}")]
    UnknownRegion(String),
}

/// Text that is not a quantity such as `70B`, `2T` or `8k`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QuantityError {
    /// Not a number with an optional unit (the text, cut to 30 characters).
    #[error("{0:?} is not a number such as 70B, 2T or 8k")]
    NotANumber(String),
    /// Infinite or negative once scaled (the text).
    #[error("{0:?} is not a finite, non-negative number")]
    NotFinite(String),
}
