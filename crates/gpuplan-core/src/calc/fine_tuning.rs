//! The fine-tuning calculator: LoRA or QLoRA adapters of a rank, or every weight; memory, GPUs,
//! time and cost through the training calculator's computation.

use super::training::{ON_OFF, SHARDING, TrainingOutput, train};
use super::{Field, FieldError, Spec, choice, region, size, text};
use crate::dataset::Dataset;
use crate::date::Date;

/// The fine-tuning calculator.
pub const SPEC: Spec = Spec {
    name: "fine-tuning",
    fields: FIELDS,
};

const FIELDS: &[Field] = &[
    text("params", "70B"),
    text("tokens", "100M"),
    choice("method", "lora", METHODS),
    text("rank", "16"),
    size("Standard_NC40ads_H100_v5"),
    region("eastus"),
    choice("sharding", "zero-3", SHARDING),
    choice("checkpointing", "on", ON_OFF),
    text("seq_len", "4k"),
    text("mfu", ""),
    text("vms", ""),
];

pub(super) const METHODS: &[&str] = &["lora", "qlora", "full"];

/// The same for fine-tuning: LoRA or QLoRA adapters of a rank, or every weight.
pub fn fine_tuning(
    state: &[(String, String)],
    d: &Dataset,
today: Date,
) -> Result<TrainingOutput, Vec<FieldError>> {
    train(state, d, true, today)
}
