//! The browser calculators' forms: which fields each calculator has, how each field's text is
//! read (with units: "70B", "2T", "8k", "5%", "10min", "1,200 USD"), and the computation from
//! valid fields to a result. Every problem names its field, so the page can put the message by
//! that field and keep the last good result on screen. Problems and notices are typed
//! ([`Problem`], [`Notice`]): the words are chosen at the edge, in the reader's language.
//!
//! Each calculator is one module (`calc/spot.rs`, …) holding its `FIELDS` (each field's key, how
//! it is edited and its default), its output type and its computation; `calculators!` lists
//! them once with their names, and [`Kind`] and [`Kind::ALL`] come from that list. The core
//! holds no words: a calculator's title and blurb, and each field's label, hint and choices'
//! labels, are `gpuplan-i18n`'s, found by the calculator's name, the field's key and the
//! choice's value.
//!
//! A calculator's state is a list of `(field, text)` pairs; the same pairs go in the URL (as
//! `name.field=text`) and in localStorage. [`Kind::state_from_pairs`] reads untrusted pairs:
//! unknown fields are dropped and values longer than [`MAX_VALUE_CHARS`] are cut, each with a
//! [`Notice`]; values are only ever parsed, never interpreted as markup.

use rust_decimal::Decimal;
use serde::Serialize;

use crate::catalog::{Catalog, Os, PriceAnswer, PricingModel};
use crate::dataset::Dataset;
use crate::date::Date;
use crate::sizing;

pub mod estimate_form;
mod problem;
mod read;
pub mod wizard;

pub use problem::{GpuFigure, Notice, Problem};
pub(crate) use read::Reader;
pub use read::{ReadError, read_days, read_hours, read_percent, read_quantity, read_usd, short};

/// A calculator's form: its fields' texts, by key.
pub type FormState = [(String, String)];

/// A calculator's answer, or every bad field.
pub type Answer<T> = Result<T, Vec<FieldError>>;

/// Binds each named `Option` read from a form to its value, or returns the reader's errors
/// when any is missing: `need!(r, size, region)` after `let size = r.size(c);` and so on.
macro_rules! need {
    ($r:ident, $($v:ident),+ $(,)?) => {
        let ($(Some($v),)+) = ($($v,)+) else { return Err($r.errors) };
    };
}

/// Declares the calculators from one list, in menu order: each entry is a [`Kind`] variant, its
/// name (routes, URLs, storage keys), the module that holds its `FIELDS`, its computation (one
/// function of the common signature `(state, dataset, today) -> Answer<Output>`) and its output
/// type. The list
/// also gives [`Outcome`], one variant a calculator, and [`Kind::compute`], the one dispatch.
/// Adding a calculator is its module, one entry here and its words in `gpuplan-i18n`'s `calc`.
macro_rules! calculators {
    ($($(#[$doc:meta])* $variant:ident = $name:literal => $module:ident::$compute:ident -> $output:ty,)+) => {
        $(pub mod $module;)+

        /// The calculators.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Kind {
            $($(#[$doc])* $variant,)+
        }

        impl Kind {
            /// Every calculator, in menu order.
            pub const ALL: [Kind; [$(stringify!($variant)),+].len()] = [$(Kind::$variant),+];

            /// Its name and fields.
            pub fn spec(self) -> &'static Spec {
                match self {
                    $(Kind::$variant => &Spec { name: $name, fields: $module::FIELDS },)+
                }
            }

            /// Computes the calculator from a form's state (its fields' texts, by key), or
            /// names every bad field.
            pub fn compute(
                self,
                state: &[(String, String)],
                dataset: &Dataset,
                today: Date,
            ) -> Answer<Outcome> {
                match self {
                    $(Kind::$variant => $module::$compute(state, dataset, today).map(Outcome::$variant),)+
                }
            }
        }

        /// A calculator's answer: its typed output, by calculator. In JSON, the output itself
        /// (what `gpuplan calc NAME --json` prints).
        #[derive(Debug, Clone, PartialEq, Serialize)]
        #[serde(untagged)]
        pub enum Outcome {
            $($(#[$doc])* $variant($output),)+
        }

        impl Outcome {
            /// The calculator that answered.
            pub fn kind(&self) -> Kind {
                match self {
                    $(Outcome::$variant(_) => Kind::$variant,)+
                }
            }

            /// The prices the answer used, each with its date and source.
            pub fn prices_used(&self) -> &[PriceUsed] {
                match self {
                    $(Outcome::$variant(o) => &o.prices,)+
                }
            }
        }
    };
}

calculators! {
    /// Training memory, GPUs, time and cost.
    Training = "training" => training::training -> training::TrainingOutput,
    /// Fine-tuning (LoRA, QLoRA or full) memory, GPUs, time and cost.
    FineTuning = "fine-tuning" => fine_tuning::fine_tuning -> training::TrainingOutput,
    /// Computer-vision training time and cost.
    Cv = "cv" => cv::cv -> cv::CvOutput,
    /// Serving memory, GPUs, throughput and cost.
    Inference = "inference" => inference::inference -> inference::InferenceOutput,
    /// Spot with interruptions.
    Spot = "spot" => spot::spot -> spot::SpotOutput,
    /// Commitments against pay-as-you-go.
    BreakEven = "break-even" => break_even::break_even -> break_even::BreakEvenOutput,
    /// Reserved, Spot and pay-as-you-go for a varying demand.
    MixedFleet = "mixed-fleet" => mixed_fleet::mixed_fleet -> mixed_fleet::FleetOutput,
    /// Buying hardware against renting.
    BuyOrRent = "buy-or-rent" => buy_or_rent::buy_or_rent -> buy_or_rent::BuyOutput,
    /// Savings from governance.
    Governance = "governance" => governance::governance -> governance::GovernanceOutput,
}

impl Kind {
    /// [`Kind::compute`], with what a calculator takes besides its form: the Spot calculator
    /// plans with the band of the reader's eviction-rate export where it has one (the others
    /// take nothing more).
    pub fn compute_with(
        self,
        state: &[(String, String)],
        dataset: &Dataset,
        today: Date,
        extra: &Extra<'_>,
    ) -> Answer<Outcome> {
        match (self, extra.evictions) {
            (Kind::Spot, Some(ev)) => {
                spot::spot_with(state, dataset, Some(ev), today).map(Outcome::Spot)
            }
            _ => self.compute(state, dataset, today),
        }
    }
}

/// What a calculator may take besides its form's fields.
#[derive(Debug, Clone, Copy, Default)]
pub struct Extra<'a> {
    /// The reader's eviction-rate export, for the Spot calculator.
    pub evictions: Option<spot::SpotEvictions<'a>>,
}

/// What a calculator is: its name and its form. Its words (title, blurb, labels, hints) are
/// `gpuplan-i18n`'s, by this name and the fields' keys.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Spec {
    /// The name in routes, URLs, storage keys and `calc` fences, such as `spot`.
    pub name: &'static str,
    /// Its fields, in form order.
    pub fields: &'static [Field],
}

/// The longest text kept for one field.
pub const MAX_VALUE_CHARS: usize = 64;

/// A problem with one field.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldError {
    /// The field's key.
    pub field: String,
    /// What is wrong.
    pub problem: Problem,
}

fn ferr(field: &str, problem: impl Into<Problem>) -> FieldError {
    FieldError { field: field.to_owned(), problem: problem.into() }
}

/// How a field is edited. In JSON, `text`, `{"number": {"unit": …, "min": …, "max": …}}`,
/// `size`, `region` or `{"choice": [values]}`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    /// Free text, read by the calculator (the mixed fleet's daily profile).
    Text,
    /// A figure in a unit, within limits, typed as text ("70B", "5%", "10min", "1,200 USD").
    Number(Measure),
    /// One of the catalog's sizes.
    Size,
    /// One of the catalog's regions.
    Region,
    /// One of a fixed list of values (codes such as `zero-3`; each value's label is the
    /// edge's).
    Choice(&'static [&'static str]),
}

/// What a figure measures, which also says how its text is read: a [`Unit::Percent`] by
/// [`read_percent`] (the value is a fraction), a [`Unit::Duration`] by [`read_hours`], a
/// [`Unit::Usd`] by [`read_usd`] (exact), any other by [`read_quantity`] (`70B`, `8k`, `7亿`).
/// A code in JSON (`gpu_hours`); the edge words it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    /// A plain count: images, epochs, requests, a rank.
    Count,
    /// Model parameters.
    Parameters,
    /// Tokens.
    Tokens,
    /// VMs.
    Vms,
    /// GPU-hours of work.
    GpuHours,
    /// Hours a month.
    HoursPerMonth,
    /// Months.
    Months,
    /// Years.
    Years,
    /// Gigabytes.
    Gb,
    /// Watts.
    Watts,
    /// A ratio without unit (power usage effectiveness).
    Ratio,
    /// Per cent; read as a fraction.
    Percent,
    /// A duration, in hours (`10min`, `2h`, `3d`).
    Duration,
    /// US dollars, exact.
    Usd,
}

/// A figure's unit and limits, in the unit's own terms: per cent for [`Unit::Percent`], hours
/// for [`Unit::Duration`], dollars for [`Unit::Usd`].
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Measure {
    /// What it measures.
    pub unit: Unit,
    /// The least value accepted.
    pub min: f64,
    /// The greatest value accepted.
    pub max: f64,
}

impl Measure {
    /// Reads `text` by the unit, within the limits; a percentage as a fraction, a duration in
    /// hours. Dollars are read exactly by [`Measure::read_usd`]; here, as a float.
    pub fn read(&self, text: &str) -> Result<f64, ReadError> {
        // The value, and its size in the unit's terms (per cent for a percentage).
        let (v, in_unit) = match self.unit {
            Unit::Percent => read_percent(text, self.max).map(|f| (f, f * 100.0))?,
            Unit::Duration => read_hours(text, self.max).map(|h| (h, h))?,
            Unit::Usd => {
                let d = self.read_usd(text)?;
                let f =
                    rust_decimal::prelude::ToPrimitive::to_f64(&d).ok_or(ReadError::TooLarge)?;
                (f, f)
            }
            _ => return read_quantity(text, self.min, self.max),
        };
        if in_unit < self.min {
            return Err(ReadError::AtLeast(self.min));
        }
        Ok(v)
    }

    /// Reads an amount of dollars exactly, at most the limit.
    pub fn read_usd(&self, text: &str) -> Result<Decimal, ReadError> {
        let max = Decimal::from_f64_retain(self.max).unwrap_or(Decimal::MAX);
        read_usd(text, max)
    }
}

/// One field of a calculator: no words, only what the core reads (its label and hint are the
/// edge's, by its key).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Field {
    /// Key in the state, the URL and storage.
    pub key: &'static str,
    /// The text it starts with; empty when only the reader can know the value.
    pub default: &'static str,
    /// How it is edited.
    pub input: Input,
    /// One of the main inputs, which a page shows before the result; the others refine it and
    /// a phone shows them after the result.
    pub main: bool,
}

impl Field {
    /// The same field, as one that refines the result rather than one of the main inputs.
    const fn more(self) -> Field {
        Field { main: false, ..self }
    }
}

/// A text field.
const fn text(key: &'static str, default: &'static str) -> Field {
    Field { key, default, input: Input::Text, main: true }
}

/// A figure in `unit` between `min` and `max` (see [`Measure`]).
const fn number(key: &'static str, default: &'static str, unit: Unit, min: f64, max: f64) -> Field {
    Field { key, default, input: Input::Number(Measure { unit, min, max }), main: true }
}

/// The `size` field: one of the catalog's sizes.
const fn size(default: &'static str) -> Field {
    Field { key: "size", default, input: Input::Size, main: true }
}

/// The `region` field: one of the catalog's regions.
const fn region(default: &'static str) -> Field {
    Field { key: "region", default, input: Input::Region, main: true }
}

/// A field chosen from a fixed list of values.
const fn choice(
    key: &'static str,
    default: &'static str,
    options: &'static [&'static str],
) -> Field {
    Field { key, default, input: Input::Choice(options), main: true }
}

impl Kind {
    /// The name in routes, URLs and `calc` fences.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The calculator with this name.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Its fields, in form order.
    pub fn fields(self) -> &'static [Field] {
        self.spec().fields
    }

    /// The default state, with `overrides` (from a chapter's `calc` fence) applied where they
    /// name a field.
    pub fn defaults(self, overrides: &[(String, String)]) -> Vec<(String, String)> {
        self.fields()
            .iter()
            .map(|f| {
                let v = overrides
                    .iter()
                    .find(|(k, _)| k == f.key)
                    .map_or(f.default.to_owned(), |(_, v)| v.clone());
                (f.key.to_owned(), v)
            })
            .collect()
    }

    /// A state from untrusted pairs laid over `base`: fields this calculator lacks are dropped
    /// and over-long values cut, each with a notice.
    pub fn state_from_pairs(
        self,
        base: Vec<(String, String)>,
        pairs: &[(String, String)],
    ) -> (Vec<(String, String)>, Vec<Notice>) {
        let mut state = base;
        let mut notices = Vec::new();
        for (k, v) in pairs {
            match state.iter_mut().find(|(key, _)| key == k) {
                Some((_, slot)) => {
                    if v.chars().count() > MAX_VALUE_CHARS {
                        notices.push(Notice::Cut { field: k.clone() });
                        *slot = v.chars().take(MAX_VALUE_CHARS).collect();
                    } else {
                        *slot = v.clone();
                    }
                }
                None => notices.push(Notice::UnknownField { key: k.chars().take(40).collect() }),
            }
        }
        (state, notices)
    }
}

/// The text of `key` in a form's `(field, text)` pairs, as typed; `""` when the form lacks it.
pub fn text_of<'a>(pairs: &'a [(String, String)], key: &str) -> &'a str {
    pairs.iter().find(|(k, _)| k == key).map_or("", |(_, v)| v.as_str())
}

/// Sets `key`'s text in a form's pairs, cut to [`MAX_VALUE_CHARS`]; a key the form lacks
/// changes nothing.
pub fn set_text(pairs: &mut [(String, String)], key: &str, text: &str) {
    if let Some((_, slot)) = pairs.iter_mut().find(|(k, _)| k == key) {
        *slot = text.chars().take(MAX_VALUE_CHARS).collect();
    }
}

/// The text of `key`, trimmed, for reading.
fn value<'a>(state: &'a [(String, String)], key: &str) -> &'a str {
    text_of(state, key).trim()
}

/// The share of each GPU's memory planned for use (the rest: CUDA context, allocator slack).
pub const USABLE_MEMORY_FRACTION: f64 = 0.9;

/// A Linux price for `size` in `region` under `model` on `today`, as the result's price used,
/// or an error on the size field that says what the snapshot lacks or that its price has ended.
fn price(
    c: &Catalog,
    size: &str,
    region: &str,
    model: PricingModel,
    today: Date,
) -> Result<PriceUsed, FieldError> {
    match c.price(size, region, Os::Linux, model, today) {
        PriceAnswer::Found(p) => Ok(PriceUsed {
            item: PricedItem::Vm { model, size: size.to_owned(), region: region.to_owned() },
            usd: p.price,
            as_of: p.as_of,
            source: p.source.clone(),
        }),
        PriceAnswer::Ended(p) => Err(ferr(
            "size",
            Problem::PriceEnded {
                model,
                size: size.to_owned(),
                region: region.to_owned(),
                ended: p.ends.unwrap_or(p.as_of),
            },
        )),
        PriceAnswer::NotInSnapshot { newest_snapshot } => Err(ferr(
            "size",
            Problem::NotInSnapshot {
                model,
                size: size.to_owned(),
                region: region.to_owned(),
                newest: newest_snapshot,
            },
        )),
    }
}

/// A price the result used, with its date and source, to show beside the result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PriceUsed {
    /// What it is the price of; the edge words it (`gpuplan_i18n::calc::price_what`).
    pub item: PricedItem,
    /// USD per hour, or per term for reservations.
    pub usd: Decimal,
    /// Snapshot date.
    pub as_of: crate::date::Date,
    /// Source key.
    pub source: String,
}

/// What a price the result used is the price of. In JSON, tagged by `kind` (`vm`, `storage`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PricedItem {
    /// A VM size's price under a pricing model in a region: per hour, or per term for
    /// reservations.
    Vm {
        /// The pricing model.
        model: PricingModel,
        /// The VM size, e.g. `Standard_ND96isr_H100_v5`.
        size: String,
        /// The region, e.g. `westeurope`.
        region: String,
    },
    /// A storage item's price per GB-month in a region.
    Storage {
        /// The rate card's item, e.g. `blob/hot`, `snapshot/standard-hdd`.
        item: String,
        /// The region.
        region: String,
    },
}

/// An analysis error on the form's field: `renames` maps the analysis's field names to the
/// form's keys where they differ (`work_gpu_hours` → `work`); others are the form's already.
fn analysis_field(e: crate::cost::CostError, renames: &[(&str, &str)]) -> FieldError {
    let field = renames.iter().find(|(from, _)| *from == e.field).map_or(e.field.as_str(), |r| r.1);
    ferr(field, e.kind)
}

/// A sizing error on the form's field of the same name.
fn sizing_field(e: sizing::SizingError) -> FieldError {
    ferr(&e.field, e.kind)
}

#[cfg(all(test, feature = "sources"))]
mod tests;
