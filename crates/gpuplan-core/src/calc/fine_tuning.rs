//! The fine-tuning calculator: LoRA or QLoRA adapters of a rank, or every weight; memory, GPUs,
//! time and cost through the training calculator's computation.

use super::training::{ON_OFF, SHARDING, TrainingOutput, train};
use super::{Answer, Field, FormState, Unit, choice, number, region, size};
use crate::dataset::Dataset;
use crate::sizing::{MAX_PARAMS, MAX_TOKENS};
use crate::date::Date;

/// The form's fields, in order.
pub(super) const FIELDS: &[Field] = &[
    number("params", "70B", Unit::Parameters, 1e6, MAX_PARAMS),
    number("tokens", "100M", Unit::Tokens, 1.0, MAX_TOKENS),
    choice("method", "lora", METHODS),
    number("rank", "16", Unit::Count, 1.0, 65_536.0),
    size("Standard_NC40ads_H100_v5"),
    region("eastus"),
    choice("sharding", "zero-3", SHARDING).more(),
    choice("checkpointing", "on", ON_OFF).more(),
    number("seq_len", "4k", Unit::Tokens, 1.0, 1e7).more(),
    number("mfu", "", Unit::Percent, 0.0, 100.0).more(),
    number("vms", "", Unit::Vms, 1.0, 100_000.0).more(),
];

pub(super) const METHODS: &[&str] = &["lora", "qlora", "full"];

/// The same for fine-tuning: LoRA or QLoRA adapters of a rank, or every weight.
pub fn fine_tuning(state: &FormState, d: &Dataset, today: Date) -> Answer<TrainingOutput> {
    train(state, d, true, today)
}
