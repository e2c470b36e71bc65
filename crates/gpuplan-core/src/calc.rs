//! The browser calculators' forms: which fields each calculator has, how each field's text is
//! read (with units: "70B", "2T", "8k", "5%", "10min", "1,200 USD"), and the computation from
//! valid fields to a result. Every problem names its field, so the page can put the message by
//! that field and keep the last good result on screen.
//!
//! A calculator's state is a list of `(field, text)` pairs; the same pairs go in the URL (as
//! `name.field=text`) and in localStorage. [`Kind::state_from_pairs`] reads untrusted pairs:
//! unknown fields are dropped and values longer than [`MAX_VALUE_CHARS`] are cut, each with a
//! notice; values are only ever parsed, never interpreted as markup.

use rust_decimal::Decimal;
use rust_decimal::prelude::{FromPrimitive, ToPrimitive};
use serde::Serialize;

use crate::catalog::{Catalog, Os, PriceAnswer, PricingModel};
use crate::cost::analysis::{self, BreakEven, BuyResult, GovernanceResult, SpotResult};
use crate::cost::eviction::{self, BandEnd, BandRate, EvictionError, EvictionTable};
use crate::sizing::{self, MemoryBreakdown, Precision, Sharding, TrainingJob};

pub mod estimate_form;
pub mod wizard;

/// The longest text kept for one field.
pub const MAX_VALUE_CHARS: usize = 64;

/// A problem with one field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldError {
    /// The field's key.
    pub field: String,
    /// What is wrong, for the reader.
    pub message: String,
}

fn ferr(field: &str, message: impl Into<String>) -> FieldError {
    FieldError { field: field.to_owned(), message: message.into() }
}

/// How a field is edited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// Free text, read by the calculator.
    Text,
    /// One of the catalog's sizes.
    Size,
    /// One of the catalog's regions.
    Region,
    /// One of a fixed list of `(value, label)`.
    Choice(&'static [(&'static str, &'static str)]),
}

/// One field of a calculator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// Key in the state, the URL and storage.
    pub key: &'static str,
    /// Label.
    pub label: &'static str,
    /// The text it starts with; empty when only the reader can know the value.
    pub default: &'static str,
    /// A hint shown under the field: units, what an empty value means.
    pub hint: &'static str,
    /// How it is edited.
    pub input: Input,
}

const fn text(
    key: &'static str,
    label: &'static str,
    default: &'static str,
    hint: &'static str,
) -> Field {
    Field { key, label, default, hint, input: Input::Text }
}

const SHARDING: &[(&str, &str)] = &[
    ("zero-3", "ZeRO-3 / FSDP (weights, gradients, optimizer)"),
    ("zero-2", "ZeRO-2 (gradients, optimizer)"),
    ("zero-1", "ZeRO-1 (optimizer)"),
    ("none", "None"),
];
const ON_OFF: &[(&str, &str)] = &[("on", "On"), ("off", "Off")];
const PRECISION: &[(&str, &str)] =
    &[("bf16", "BF16"), ("fp16", "FP16"), ("fp8", "FP8"), ("int8", "INT8"), ("int4", "INT4")];
const TRAIN_PRECISION: &[(&str, &str)] = &[("bf16", "BF16"), ("fp8", "FP8")];
const METHODS: &[(&str, &str)] =
    &[("lora", "LoRA"), ("qlora", "QLoRA"), ("full", "Full fine-tuning")];
const CV_MODELS: &[(&str, &str)] = &[("resnet50", "ResNet-50"), ("vit-b-16", "ViT-B/16")];

/// The calculators.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Spot with interruptions.
    Spot,
    /// Commitments against pay-as-you-go.
    BreakEven,
    /// Buying hardware against renting.
    BuyOrRent,
    /// Savings from governance.
    Governance,
    /// Reserved, Spot and pay-as-you-go for a varying demand.
    MixedFleet,
    /// Fine-tuning (LoRA, QLoRA or full) memory, GPUs, time and cost.
    FineTuning,
    /// Computer-vision training time and cost.
    Cv,
    /// Training memory, GPUs, time and cost.
    Training,
    /// Serving memory, GPUs, throughput and cost.
    Inference,
}

impl Kind {
    /// Every calculator, in menu order.
    pub const ALL: [Kind; 9] = [
        Kind::Training,
        Kind::FineTuning,
        Kind::Cv,
        Kind::Inference,
        Kind::Spot,
        Kind::BreakEven,
        Kind::MixedFleet,
        Kind::BuyOrRent,
        Kind::Governance,
    ];

    /// The name in routes, URLs and `calc` fences.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Spot => "spot",
            Kind::BreakEven => "break-even",
            Kind::BuyOrRent => "buy-or-rent",
            Kind::Governance => "governance",
            Kind::MixedFleet => "mixed-fleet",
            Kind::FineTuning => "fine-tuning",
            Kind::Cv => "cv",
            Kind::Training => "training",
            Kind::Inference => "inference",
        }
    }

    /// The calculator with this name.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Its title.
    pub fn title(self) -> &'static str {
        match self {
            Kind::Spot => "Spot with interruptions",
            Kind::BreakEven => "Commitment break-even",
            Kind::BuyOrRent => "Buy or rent",
            Kind::Governance => "Governance savings",
            Kind::MixedFleet => "Mixed fleet: reserved, Spot and pay-as-you-go",
            Kind::FineTuning => "Fine-tuning: memory, GPUs, time and cost",
            Kind::Cv => "Vision training: time and cost",
            Kind::Training => "Training: memory, GPUs, time and cost",
            Kind::Inference => "Inference: memory, GPUs, throughput and cost",
        }
    }

    /// Its fields, in form order.
    pub fn fields(self) -> &'static [Field] {
        const SPOT: &[Field] = &[
            Field {
                key: "size",
                label: "VM size",
                default: "Standard_ND96isr_H100_v5",
                hint: "",
                input: Input::Size,
            },
            Field {
                key: "region",
                label: "Region",
                default: "westeurope",
                hint: "",
                input: Input::Region,
            },
            text("work", "Work", "4000", "GPU-hours without interruptions, e.g. 4000 or 4k"),
            text("vms", "VMs in the job", "1", "an eviction of any one stops the job"),
            text("eviction_rate", "Eviction rate", "5%", "per VM per hour, e.g. 5%"),
            text("checkpoint", "Checkpoint write time", "10min", "e.g. 10min or 0.2h"),
            text("restart", "Restart time", "15min", "new VM and reload, e.g. 15min"),
        ];
        const BREAK_EVEN: &[Field] = &[
            Field {
                key: "size",
                label: "VM size",
                default: "Standard_NC40ads_H100_v5",
                hint: "",
                input: Input::Size,
            },
            Field {
                key: "region",
                label: "Region",
                default: "westeurope",
                hint: "",
                input: Input::Region,
            },
            text("months", "Months to chart", "36", "1 to 120"),
        ];
        const BUY: &[Field] = &[
            Field {
                key: "size",
                label: "VM size to rent",
                default: "Standard_ND96isr_H100_v5",
                hint: "",
                input: Input::Size,
            },
            Field {
                key: "region",
                label: "Region",
                default: "eastus",
                hint: "",
                input: Input::Region,
            },
            text(
                "hardware",
                "Hardware price",
                "",
                "USD; empty uses the catalog's street price for the GPUs",
            ),
            text("overhead", "Server and network", "0", "USD on top of the GPUs"),
            text("power", "Power draw", "", "watts; empty uses the GPUs' TDP from the catalog"),
            text("pue", "PUE", "1.0", "facility power ÷ IT power, 1.0 to 5.0"),
            text(
                "kwh",
                "Electricity price",
                "",
                "USD per kWh: yours; gpuplan has no source for it",
            ),
            text("hosting", "Hosting per month", "0", "USD: rack, staff, support"),
            text("years", "Depreciation", "4", "years, 1 to 20"),
            text("utilisation", "Utilisation", "60%", "share of hours the hardware works"),
        ];
        const GOVERNANCE: &[Field] = &[
            Field {
                key: "region",
                label: "Region (storage prices)",
                default: "westeurope",
                hint: "",
                input: Input::Region,
            },
            text("compute", "Compute bill per month", "", "USD: yours"),
            text("idle", "Idle share", "20%", "of compute hours that auto-shutdown would remove"),
            text("tier_gb", "Data to move to Cool", "0", "GB, e.g. 50k"),
            text("snapshot_gb", "Snapshots to delete", "0", "GB"),
        ];
        const TRAINING: &[Field] = &[
            text("params", "Parameters", "70B", "e.g. 7B, 70B, 405B"),
            text("tokens", "Training tokens", "2T", "e.g. 300B, 2T"),
            Field {
                key: "size",
                label: "VM size",
                default: "Standard_ND96isr_H100_v5",
                hint: "",
                input: Input::Size,
            },
            Field {
                key: "region",
                label: "Region",
                default: "eastus",
                hint: "",
                input: Input::Region,
            },
            Field {
                key: "precision",
                label: "Precision",
                default: "bf16",
                hint: "",
                input: Input::Choice(TRAIN_PRECISION),
            },
            Field {
                key: "sharding",
                label: "Sharding",
                default: "zero-3",
                hint: "",
                input: Input::Choice(SHARDING),
            },
            Field {
                key: "checkpointing",
                label: "Activation checkpointing",
                default: "on",
                hint: "",
                input: Input::Choice(ON_OFF),
            },
            text("seq_len", "Sequence length", "4k", "tokens"),
            text("mfu", "MFU", "40%", "share of peak the run reaches; 40% is calibrated on H200"),
            text("vms", "VMs", "", "empty: the fewest that hold the model; more VMs finish sooner"),
        ];
        const INFERENCE: &[Field] = &[
            text("params", "Parameters", "8B", "e.g. 8B, 70B"),
            Field {
                key: "precision",
                label: "Weights",
                default: "bf16",
                hint: "",
                input: Input::Choice(PRECISION),
            },
            text("context", "Context per request", "8k", "tokens"),
            text("concurrent", "Concurrent requests", "32", ""),
            Field {
                key: "size",
                label: "VM size",
                default: "Standard_NC40ads_H100_v5",
                hint: "",
                input: Input::Size,
            },
            Field {
                key: "region",
                label: "Region",
                default: "eastus",
                hint: "",
                input: Input::Region,
            },
            text("hours", "Hours a month", "730", "1 to 744"),
        ];
        const FLEET: &[Field] = &[
            Field {
                key: "size",
                label: "VM size",
                default: "Standard_NC40ads_H100_v5",
                hint: "",
                input: Input::Size,
            },
            Field {
                key: "region",
                label: "Region",
                default: "westeurope",
                hint: "",
                input: Input::Region,
            },
            text(
                "profile",
                "Daily demand",
                "2,2,2,2,2,2,4,8,8,8,8,8,8,8,8,8,8,6,4,3,2,2,2,2",
                "VMs needed in each hour of a day, 1 to 24 values, repeated over 30 days",
            ),
            text(
                "spot_share",
                "Share of the rest on Spot",
                "50%",
                "of the hours above the reserved base; the rest pay-as-you-go",
            ),
        ];
        const FINE: &[Field] = &[
            text("params", "Parameters", "70B", "e.g. 8B, 70B"),
            text("tokens", "Tokens", "100M", "fine-tuning tokens, e.g. 100M"),
            Field {
                key: "method",
                label: "Method",
                default: "lora",
                hint: "",
                input: Input::Choice(METHODS),
            },
            text("rank", "Adapter rank", "16", "LoRA and QLoRA"),
            Field {
                key: "size",
                label: "VM size",
                default: "Standard_NC40ads_H100_v5",
                hint: "",
                input: Input::Size,
            },
            Field {
                key: "region",
                label: "Region",
                default: "eastus",
                hint: "",
                input: Input::Region,
            },
            Field {
                key: "sharding",
                label: "Sharding",
                default: "zero-3",
                hint: "",
                input: Input::Choice(SHARDING),
            },
            Field {
                key: "checkpointing",
                label: "Activation checkpointing",
                default: "on",
                hint: "",
                input: Input::Choice(ON_OFF),
            },
            text("seq_len", "Sequence length", "4k", "tokens"),
            text("mfu", "MFU", "40%", "share of peak the run reaches"),
            text("vms", "VMs", "", "empty: the fewest that hold the model"),
        ];
        const CV: &[Field] = &[
            Field {
                key: "model",
                label: "Model",
                default: "resnet50",
                hint: "",
                input: Input::Choice(CV_MODELS),
            },
            text("images", "Images", "1.28M", "in the dataset, e.g. 1.28M"),
            text("epochs", "Epochs", "90", ""),
            Field {
                key: "size",
                label: "VM size",
                default: "Standard_NC24ads_A100_v4",
                hint: "",
                input: Input::Size,
            },
            Field {
                key: "region",
                label: "Region",
                default: "eastus",
                hint: "",
                input: Input::Region,
            },
            text(
                "mfu",
                "MFU",
                "40%",
                "share of peak reached; vision input pipelines often reach less",
            ),
            text("vms", "VMs", "1", ""),
        ];
        match self {
            Kind::FineTuning => FINE,
            Kind::Cv => CV,
            Kind::MixedFleet => FLEET,
            Kind::Spot => SPOT,
            Kind::BreakEven => BREAK_EVEN,
            Kind::BuyOrRent => BUY,
            Kind::Governance => GOVERNANCE,
            Kind::Training => TRAINING,
            Kind::Inference => INFERENCE,
        }
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
    ) -> (Vec<(String, String)>, Vec<String>) {
        let mut state = base;
        let mut notices = Vec::new();
        for (k, v) in pairs {
            match state.iter_mut().find(|(key, _)| key == k) {
                Some((_, slot)) => {
                    if v.chars().count() > MAX_VALUE_CHARS {
                        notices.push(format!(
                            "{}: the value was longer than {MAX_VALUE_CHARS} characters and was cut",
                            label_of(self, k)
                        ));
                        *slot = v.chars().take(MAX_VALUE_CHARS).collect();
                    } else {
                        *slot = v.clone();
                    }
                }
                None => notices.push(format!(
                    "“{}” is not a field of this calculator and was ignored",
                    k.chars().take(40).collect::<String>()
                )),
            }
        }
        (state, notices)
    }
}

fn label_of(kind: Kind, key: &str) -> &'static str {
    kind.fields().iter().find(|f| f.key == key).map_or("a field", |f| f.label)
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

// ---------------------------------------------------------------------------------------------
// Reading values

/// A count with an optional unit (`70B`, `2T`, `8k`), between `min` and `max`.
pub fn read_quantity(text: &str, min: f64, max: f64) -> Result<f64, String> {
    let v = sizing::parse_quantity(text).map_err(|e| e.to_string())?;
    if v < min {
        Err(format!("must be at least {}", short(min)))
    } else if v > max {
        Err(format!("must be at most {}", short(max)))
    } else {
        Ok(v)
    }
}

/// A percentage: `5%` or `5` both mean five per cent. Returns the fraction (0.05).
pub fn read_percent(text: &str, max_percent: f64) -> Result<f64, String> {
    let t = text.trim().trim_end_matches('%').trim();
    let v: f64 = t.parse().map_err(|_| "is not a percentage such as 5%".to_owned())?;
    if !v.is_finite() || v < 0.0 {
        return Err("must be a percentage of 0% or more".into());
    }
    if v > max_percent {
        return Err(format!("must be at most {}%", short(max_percent)));
    }
    Ok(v / 100.0)
}

/// A duration in hours: `90min`, `1.5h`, `2d`, or a bare number of hours.
pub fn read_hours(text: &str, max_hours: f64) -> Result<f64, String> {
    let t = text.trim().to_ascii_lowercase();
    let (number, scale) = if let Some(n) = t.strip_suffix("min") {
        (n, 1.0 / 60.0)
    } else if let Some(n) = t.strip_suffix('m') {
        (n, 1.0 / 60.0)
    } else if let Some(n) = t.strip_suffix('h') {
        (n, 1.0)
    } else if let Some(n) = t.strip_suffix('d') {
        (n, 24.0)
    } else {
        (t.as_str(), 1.0)
    };
    let v: f64 = number
        .trim()
        .parse()
        .map_err(|_| "is not a duration such as 10min, 2h or 3d".to_owned())?;
    let h = v * scale;
    if !h.is_finite() || h < 0.0 {
        return Err("must be a duration of zero or more".into());
    }
    if h > max_hours {
        return Err(format!("must be at most {} hours", short(max_hours)));
    }
    Ok(h)
}

/// An amount of US dollars: `1200`, `1,200.50`, `$1200`, `1200 USD`. Exact.
pub fn read_usd(text: &str, max: Decimal) -> Result<Decimal, String> {
    let t =
        text.trim().trim_start_matches('$').trim_end_matches("USD").trim().replace([',', '_'], "");
    let v: Decimal = t.parse().map_err(|_| "is not an amount such as 1,200.50".to_owned())?;
    if v.is_sign_negative() && !v.is_zero() {
        return Err("must not be negative".into());
    }
    if v > max {
        return Err(format!("must be at most {max}"));
    }
    Ok(v)
}

fn short(v: f64) -> String {
    if v >= 1e12 {
        format!("{}T", v / 1e12)
    } else if v >= 1e9 {
        format!("{}B", v / 1e9)
    } else if v >= 1e6 {
        format!("{}M", v / 1e6)
    } else {
        format!("{v}")
    }
}

/// Collects field errors while reading a form.
struct Reader<'a> {
    state: &'a [(String, String)],
    errors: Vec<FieldError>,
}

impl<'a> Reader<'a> {
    fn new(state: &'a [(String, String)]) -> Self {
        Reader { state, errors: Vec::new() }
    }

    fn get<T>(&mut self, key: &str, f: impl FnOnce(&str) -> Result<T, String>) -> Option<T> {
        let text = value(self.state, key);
        if text.is_empty() {
            self.errors.push(ferr(key, "is needed"));
            return None;
        }
        match f(text) {
            Ok(v) => Some(v),
            Err(m) => {
                self.errors.push(ferr(key, m));
                None
            }
        }
    }

    fn optional<T>(
        &mut self,
        key: &str,
        f: impl FnOnce(&str) -> Result<T, String>,
    ) -> Option<Option<T>> {
        let text = value(self.state, key);
        if text.is_empty() {
            return Some(None);
        }
        self.get(key, f).map(Some)
    }

    fn size<'c>(&mut self, c: &'c Catalog) -> Option<&'c crate::catalog::Size> {
        self.get("size", |s| c.size(s).ok_or_else(|| format!("{s:?} is not a size in the catalog")))
    }

    fn region(&mut self, c: &Catalog) -> Option<String> {
        self.get("region", |r| {
            c.regions
                .iter()
                .any(|x| x.name == r)
                .then(|| r.to_owned())
                .ok_or_else(|| format!("{r:?} is not a region in the catalog"))
        })
    }

    fn choice(&mut self, key: &str, options: &[(&str, &str)]) -> Option<String> {
        self.get(key, |v| {
            options.iter().any(|(o, _)| *o == v).then(|| v.to_owned()).ok_or_else(|| {
                format!(
                    "must be one of {}",
                    options.iter().map(|(o, _)| *o).collect::<Vec<_>>().join(", ")
                )
            })
        })
    }
}

/// A Linux price for `size` in `region` under `model`, or an error on the size field that says
/// what the snapshot lacks.
fn price(
    c: &Catalog,
    size: &str,
    region: &str,
    model: PricingModel,
) -> Result<(Decimal, crate::date::Date, String), FieldError> {
    match c.price(size, region, Os::Linux, model) {
        PriceAnswer::Found(p) => Ok((p.price, p.as_of, p.source.clone())),
        PriceAnswer::NotInSnapshot { newest_snapshot } => Err(ferr(
            "size",
            format!(
                "the snapshot has no {} price for {size} in {region}{}",
                model.as_str(),
                newest_snapshot
                    .map(|d| format!(" (newest snapshot there {d})"))
                    .unwrap_or_default()
            ),
        )),
    }
}

/// A price the result used, with its date and source, to show beside the result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PriceUsed {
    /// What it is, e.g. "Spot, Standard_ND96isr_H100_v5, westeurope".
    pub what: String,
    /// USD per hour, or per term for reservations.
    pub usd: Decimal,
    /// Snapshot date.
    pub as_of: crate::date::Date,
    /// Source key.
    pub source: String,
}

// ---------------------------------------------------------------------------------------------
// The calculators

/// The Spot calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SpotOutput {
    /// The analysis.
    pub result: SpotResult,
    /// The eviction rate used, per VM-hour.
    pub eviction_rate: f64,
    /// Where that rate came from.
    pub eviction_origin: EvictionOrigin,
    /// The prices used.
    pub prices: Vec<PriceUsed>,
}

/// The form key of the reader's Resource Graph export, for its errors.
pub const EVICTIONS_FIELD: &str = "evictions";
/// The form key of the export's date, for its errors.
pub const EVICTIONS_DATE_FIELD: &str = "evictions_date";

/// An eviction-rate export the reader brought (`cost::eviction`), read once by the caller, and
/// the date the reader gives it.
#[derive(Debug, Clone, Copy)]
pub struct SpotEvictions<'a> {
    /// The export as read, or why it could not be.
    pub table: &'a Result<EvictionTable, EvictionError>,
    /// The export's date, `YYYY-MM-DD`, or empty when the reader gave none.
    pub date: &'a str,
    /// Which end of the band to plan with.
    pub end: BandEnd,
}

/// Where the Spot result's eviction rate came from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum EvictionOrigin {
    /// The rate typed in the form.
    Typed,
    /// A band of the reader's export, for this size and region.
    Export {
        /// The band and the rate taken from it.
        band: BandRate,
        /// The size as the export writes it.
        sku: String,
        /// The region as the export writes it.
        location: String,
        /// The export's date, when the reader gave it.
        as_of: Option<crate::date::Date>,
    },
    /// The export has no row for this size and region, so the typed rate is used.
    NotInExport {
        /// How many rows the export has.
        rows: usize,
    },
}

/// Spot with interruptions for a size in a region, from the snapshot's Spot and pay-as-you-go
/// prices and the typed eviction rate.
pub fn spot(state: &[(String, String)], c: &Catalog) -> Result<SpotOutput, Vec<FieldError>> {
    spot_with(state, c, None)
}

/// [`spot`], with the band of the reader's export for the chosen size and region where it has
/// one (the typed rate is then not read). An export that could not be read, or a bad date, is an
/// error on [`EVICTIONS_FIELD`] or [`EVICTIONS_DATE_FIELD`], so the page keeps its last result.
pub fn spot_with(
    state: &[(String, String)],
    c: &Catalog,
    evictions: Option<SpotEvictions<'_>>,
) -> Result<SpotOutput, Vec<FieldError>> {
    let mut r = Reader::new(state);
    let size = r.size(c);
    let region = r.region(c);
    let work = r.get("work", |t| read_quantity(t, 0.001, 1e9));
    let vms = r.get("vms", |t| read_quantity(t, 1.0, 100_000.0));
    let mut table = None;
    let mut as_of = None;
    if let Some(ev) = evictions {
        match ev.table {
            Ok(t) => table = Some((t, ev.end)),
            Err(e) => r.errors.push(ferr(EVICTIONS_FIELD, e.to_string())),
        }
        let date = ev.date.trim();
        if !date.is_empty() {
            match date.parse::<crate::date::Date>() {
                Ok(d) => as_of = Some(d),
                Err(e) => r.errors.push(ferr(EVICTIONS_DATE_FIELD, e.to_string())),
            }
        }
    }
    let from_export = match (table, size, &region) {
        (Some((t, end)), Some(size), Some(region)) => Some(match t.find(&size.name, region) {
            Some(row) => EvictionOrigin::Export {
                band: eviction::band_rate(row.band, end),
                sku: row.sku.clone(),
                location: row.location.clone(),
                as_of,
            },
            None => EvictionOrigin::NotInExport { rows: t.rows.len() },
        }),
        _ => None,
    };
    let (rate, origin) = match from_export {
        Some(EvictionOrigin::Export { band, sku, location, as_of }) => {
            (Some(band.rate_per_hour), EvictionOrigin::Export { band, sku, location, as_of })
        }
        other => (
            r.get("eviction_rate", |t| read_percent(t, 1000.0)),
            other.unwrap_or(EvictionOrigin::Typed),
        ),
    };
    let checkpoint = r.get("checkpoint", |t| read_hours(t, 1000.0));
    let restart = r.get("restart", |t| read_hours(t, 1000.0));
    if checkpoint == Some(0.0) {
        r.errors.push(ferr("checkpoint", "must be more than zero"));
    }
    let (Some(size), Some(region)) = (size, region) else { return Err(r.errors) };
    let spot_price = price(c, &size.name, &region, PricingModel::Spot);
    let payg_price = price(c, &size.name, &region, PricingModel::Payg);
    let (spot_p, payg_p) = match (spot_price, payg_price) {
        (Ok(s), Ok(p)) => (s, p),
        (Err(e), _) | (_, Err(e)) => {
            r.errors.push(e);
            return Err(r.errors);
        }
    };
    let inputs = (work, vms, rate, checkpoint, restart);
    let (Some(work), Some(vms), Some(rate), Some(checkpoint), Some(restart)) = inputs else {
        return Err(r.errors);
    };
    if !r.errors.is_empty() {
        return Err(r.errors);
    }
    let input = analysis::SpotInput {
        work_gpu_hours: work,
        gpus_per_vm: size.gpu_count.as_f64(),
        vms,
        eviction_rate_per_hour: rate,
        checkpoint_hours: checkpoint,
        restart_hours: restart,
        spot_hourly: spot_p.0,
        payg_hourly: payg_p.0,
    };
    let result = analysis::spot(&input).map_err(|e| {
        let mut e = cost_field(e);
        // A rate from the export is the export's, not the typed field's.
        if e.field == "eviction_rate" && matches!(origin, EvictionOrigin::Export { .. }) {
            e.field = EVICTIONS_FIELD.to_owned();
        }
        vec![e]
    })?;
    let what = |m: &str| format!("{m}, {}, {region}", size.name);
    Ok(SpotOutput {
        result,
        eviction_rate: rate,
        eviction_origin: origin,
        prices: vec![
            PriceUsed { what: what("Spot"), usd: spot_p.0, as_of: spot_p.1, source: spot_p.2 },
            PriceUsed {
                what: what("Pay-as-you-go"),
                usd: payg_p.0,
                as_of: payg_p.1,
                source: payg_p.2,
            },
        ],
    })
}

/// Maps an analysis error's field to the form's field.
fn cost_field(e: crate::cost::CostError) -> FieldError {
    form_field(&e.field, e.kind.to_string())
}

/// Maps a sizing error's field to the form's field.
fn sizing_field(e: sizing::SizingError) -> FieldError {
    form_field(&e.field, e.kind.to_string())
}

fn form_field(field: &str, message: String) -> FieldError {
    let field = match field {
        "work_gpu_hours" => "work",
        "eviction_rate_per_hour" => "eviction_rate",
        "checkpoint_hours" => "checkpoint",
        "restart_hours" => "restart",
        "max_months" => "months",
        "hardware" => "hardware",
        "server_overhead" => "overhead",
        "power_watts" => "power",
        "price_per_kwh" => "kwh",
        "hosting_monthly" => "hosting",
        "depreciation_years" => "years",
        "compute_monthly" => "compute",
        "idle_share" => "idle",
        "gb_to_tier" => "tier_gb",
        other => other,
    };
    ferr(field, message)
}

/// The mixed-fleet calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FleetOutput {
    /// The analysis.
    pub result: analysis::FleetResult,
    /// The daily profile, VMs per hour.
    pub profile: Vec<u32>,
    /// The prices used: the one-year savings plan stands for the reserved base.
    pub prices: Vec<PriceUsed>,
}

/// The hours of a month the daily profile is repeated over.
pub const FLEET_DAYS: usize = 30;

/// Splits a demand that varies over the day between a reserved base (priced at the one-year
/// savings plan), Spot and pay-as-you-go.
pub fn mixed_fleet(
    state: &[(String, String)],
    c: &Catalog,
) -> Result<FleetOutput, Vec<FieldError>> {
    let mut r = Reader::new(state);
    let size = r.size(c);
    let region = r.region(c);
    let profile = r.get("profile", |t| {
        let values: Result<Vec<u32>, String> = t
            .split([',', ' ', ';'])
            .filter(|v| !v.trim().is_empty())
            .map(|v| {
                v.trim().parse::<u32>().ok().filter(|n| *n <= 10_000).ok_or_else(|| {
                    format!(
                        "{:?} is not a whole number of VMs up to 10,000",
                        v.trim().chars().take(12).collect::<String>()
                    )
                })
            })
            .collect();
        let values = values?;
        if values.is_empty() || values.len() > 24 {
            return Err("give 1 to 24 hourly values, separated by commas".into());
        }
        Ok(values)
    });
    let share = r.get("spot_share", |t| read_percent(t, 100.0));
    let (Some(size), Some(region), Some(profile), Some(share)) = (size, region, profile, share)
    else {
        return Err(r.errors);
    };
    let mut prices = Vec::new();
    let mut got = |model: PricingModel| match price(c, &size.name, &region, model) {
        Ok(p) => {
            prices.push(PriceUsed {
                what: format!("{}, {}, {region}", model.as_str(), size.name),
                usd: p.0,
                as_of: p.1,
                source: p.2.clone(),
            });
            Ok(p.0)
        }
        Err(e) => Err(e),
    };
    let (reserved, spot_p, payg) = match (
        got(PricingModel::SavingsPlan1y),
        got(PricingModel::Spot),
        got(PricingModel::Payg),
    ) {
        (Ok(a), Ok(b), Ok(c)) => (a, b, c),
        (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => return Err(vec![e]),
    };
    let demand: Vec<u32> =
        profile.iter().copied().cycle().take(profile.len() * FLEET_DAYS).collect();
    let share = Decimal::from_f64(share).unwrap_or_default();
    let result = analysis::mixed_fleet(&demand, reserved, spot_p, payg, share)
        .map_err(|e| vec![cost_field(e)])?;
    Ok(FleetOutput { result, profile, prices })
}

/// The break-even calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BreakEvenOutput {
    /// The analysis.
    pub result: BreakEven,
    /// The pay-as-you-go price used.
    pub prices: Vec<PriceUsed>,
}

/// Each priced commitment against pay-as-you-go.
pub fn break_even(
    state: &[(String, String)],
    c: &Catalog,
) -> Result<BreakEvenOutput, Vec<FieldError>> {
    let mut r = Reader::new(state);
    let size = r.size(c);
    let region = r.region(c);
    let months = r.get("months", |t| read_quantity(t, 1.0, 120.0));
    let (Some(size), Some(region), Some(months)) = (size, region, months) else {
        return Err(r.errors);
    };
    let payg = price(c, &size.name, &region, PricingModel::Payg).map_err(|e| vec![e])?;
    let months = months.round().to_u32().unwrap_or(36);
    let result =
        analysis::break_even(c, &size.name, &region, months).map_err(|e| vec![cost_field(e)])?;
    let mut prices = vec![PriceUsed {
        what: format!("Pay-as-you-go, {}, {region}", size.name),
        usd: payg.0,
        as_of: payg.1,
        source: payg.2,
    }];
    for cm in &result.commitments {
        if let Ok(p) = price(c, &size.name, &region, cm.model) {
            prices.push(PriceUsed {
                what: format!("{}, {}, {region}", cm.model.as_str(), size.name),
                usd: p.0,
                as_of: p.1,
                source: p.2,
            });
        }
    }
    Ok(BreakEvenOutput { result, prices })
}

/// The buy-or-rent calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BuyOutput {
    /// The analysis.
    pub result: BuyResult,
    /// The hardware price used, and whether it came from the catalog.
    pub hardware: Decimal,
    /// The power draw used, W, and whether it came from the catalog.
    pub power_watts: f64,
    /// Notes on where defaults came from.
    pub notes: Vec<String>,
    /// The rental prices used.
    pub prices: Vec<PriceUsed>,
}

/// Owning the GPUs of a size against renting that size.
pub fn buy_or_rent(state: &[(String, String)], c: &Catalog) -> Result<BuyOutput, Vec<FieldError>> {
    let mut r = Reader::new(state);
    let size = r.size(c);
    let region = r.region(c);
    let max = Decimal::from(1_000_000_000u64);
    let hardware = r.optional("hardware", |t| read_usd(t, max));
    let overhead = r.get("overhead", |t| read_usd(t, max));
    let power = r.optional("power", |t| read_quantity(t, 0.0, 1e7));
    let pue = r.get("pue", |t| read_quantity(t, 1.0, 5.0));
    let kwh = r.get("kwh", |t| read_usd(t, Decimal::from(100)));
    let hosting = r.get("hosting", |t| read_usd(t, max));
    let years = r.get("years", |t| read_quantity(t, 1.0, 20.0));
    let utilisation = r.get("utilisation", |t| read_percent(t, 100.0));
    let (Some(size), Some(region)) = (size, region) else { return Err(r.errors) };
    let mut notes = Vec::new();
    let hardware = match hardware {
        Some(Some(h)) => Some(h),
        Some(None) => match analysis::street_price(c, &size.name) {
            Some(h) => {
                notes.push(format!(
                    "Hardware: the catalog's street price for the GPUs of {} (USD {h}); enter your quote to replace it.",
                    size.name
                ));
                Some(h)
            }
            None => {
                r.errors.push(ferr(
                    "hardware",
                    "the catalog has no street price for these GPUs: enter yours",
                ));
                None
            }
        },
        None => None,
    };
    let power = match power {
        Some(Some(p)) => Some(p),
        Some(None) => {
            let tdp = c.gpu_of(size).and_then(|g| g.tdp_w);
            match tdp {
                Some(w) => {
                    let total = w * size.gpu_count.as_f64();
                    notes.push(format!(
                        "Power: the GPUs' TDP from the catalog, {total} W in all, without the host."
                    ));
                    Some(total)
                }
                None => {
                    r.errors.push(ferr(
                        "power",
                        "the catalog has no TDP for these GPUs: enter the draw",
                    ));
                    None
                }
            }
        }
        None => None,
    };
    let mut prices = Vec::new();
    let mut cloud = Vec::new();
    for model in [PricingModel::Payg, PricingModel::SavingsPlan1y, PricingModel::Spot] {
        if let Ok(p) = price(c, &size.name, &region, model) {
            cloud.push((model, p.0));
            prices.push(PriceUsed {
                what: format!("{}, {}, {region}", model.as_str(), size.name),
                usd: p.0,
                as_of: p.1,
                source: p.2,
            });
        }
    }
    if cloud.is_empty() {
        r.errors
            .push(ferr("size", format!("the snapshot has no price for {} in {region}", size.name)));
    }
    let all = (hardware, overhead, power, pue, kwh, hosting, years, utilisation);
    let (
        Some(hardware),
        Some(overhead),
        Some(power),
        Some(pue),
        Some(kwh),
        Some(hosting),
        Some(years),
        Some(utilisation),
    ) = all
    else {
        return Err(r.errors);
    };
    if !r.errors.is_empty() {
        return Err(r.errors);
    }
    let input = analysis::BuyInput {
        hardware,
        server_overhead: overhead,
        power_watts: power,
        pue,
        price_per_kwh: kwh,
        hosting_monthly: hosting,
        depreciation_years: years.round().to_u32().unwrap_or(4),
        utilisation,
        cloud_hourly: cloud,
    };
    let result = analysis::buy_or_rent(&input).map_err(|e| vec![cost_field(e)])?;
    Ok(BuyOutput { result, hardware, power_watts: power, notes, prices })
}

/// The governance calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GovernanceOutput {
    /// The analysis.
    pub result: GovernanceResult,
    /// The storage prices used.
    pub prices: Vec<PriceUsed>,
}

/// What auto-shutdown, tiering and snapshot clean-up save a month.
pub fn governance(
    state: &[(String, String)],
    c: &Catalog,
) -> Result<GovernanceOutput, Vec<FieldError>> {
    let mut r = Reader::new(state);
    let region = r.region(c);
    let max = Decimal::from(1_000_000_000u64);
    let compute = r.get("compute", |t| read_usd(t, max));
    let idle = r.get("idle", |t| read_percent(t, 100.0));
    let tier_gb = r.get("tier_gb", |t| read_quantity(t, 0.0, 1e12));
    let snapshot_gb = r.get("snapshot_gb", |t| read_quantity(t, 0.0, 1e12));
    let Some(region) = region else { return Err(r.errors) };
    let rate = |item: &str| c.rates.price(item, &region);
    let (hot, cool, snap) = (rate("blob/hot"), rate("blob/cool"), rate("snapshot/standard-hdd"));
    let mut prices = Vec::new();
    for p in [hot, cool, snap].into_iter().flatten() {
        prices.push(PriceUsed {
            what: format!("{}, {region}, per GB-month", p.item),
            usd: p.usd,
            as_of: p.as_of,
            source: p.source.clone(),
        });
    }
    if hot.is_none() || cool.is_none() || snap.is_none() {
        r.errors.push(ferr(
            "region",
            format!("the data has no Blob or snapshot prices for {region}: choose another region"),
        ));
    }
    let all = (compute, idle, tier_gb, snapshot_gb, hot, cool, snap);
    let (
        Some(compute),
        Some(idle),
        Some(tier_gb),
        Some(snapshot_gb),
        Some(hot),
        Some(cool),
        Some(snap),
    ) = all
    else {
        return Err(r.errors);
    };
    let dec =
        |v: f64, field: &str| Decimal::from_f64(v).ok_or_else(|| vec![ferr(field, "is too large")]);
    let input = analysis::GovernanceInput {
        compute_monthly: compute,
        idle_share: dec(idle, "idle")?,
        gb_to_tier: dec(tier_gb, "tier_gb")?,
        hot_gb_month: hot.usd,
        cool_gb_month: cool.usd,
        snapshot_gb: dec(snapshot_gb, "snapshot_gb")?,
        snapshot_gb_month: snap.usd,
    };
    let result = analysis::governance(&input).map_err(|e| vec![cost_field(e)])?;
    Ok(GovernanceOutput { result, prices })
}

/// The training calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TrainingOutput {
    /// Memory per GPU at the chosen GPU count.
    pub memory: MemoryBreakdown,
    /// Usable memory per GPU, GB.
    pub usable_gb: f64,
    /// GPUs the memory needs (data-parallel), rounded up to whole VMs.
    pub gpus: u32,
    /// VMs.
    pub vms: u32,
    /// Training FLOPs.
    pub flops: f64,
    /// Wall-clock hours on those VMs.
    pub hours: f64,
    /// Pay-as-you-go cost for those VM-hours.
    pub cost: Decimal,
    /// The price used.
    pub prices: Vec<PriceUsed>,
}

/// The share of each GPU's memory planned for use (the rest: CUDA context, allocator slack).
pub const USABLE_MEMORY_FRACTION: f64 = 0.9;

/// Memory, GPUs, time and pay-as-you-go cost of training a model on a size.
pub fn training(
    state: &[(String, String)],
    c: &Catalog,
) -> Result<TrainingOutput, Vec<FieldError>> {
    train(state, c, false)
}

/// The same for fine-tuning: LoRA or QLoRA adapters of a rank, or every weight.
pub fn fine_tuning(
    state: &[(String, String)],
    c: &Catalog,
) -> Result<TrainingOutput, Vec<FieldError>> {
    train(state, c, true)
}

fn train(
    state: &[(String, String)],
    c: &Catalog,
    fine: bool,
) -> Result<TrainingOutput, Vec<FieldError>> {
    let mut r = Reader::new(state);
    let method = if fine {
        let m = r.choice("method", METHODS);
        let rank =
            r.get("rank", |t| read_quantity(t, 1.0, 65_536.0)).and_then(|x| x.round().to_u32());
        match (m.as_deref(), rank) {
            (Some("full"), _) => Some(sizing::FineTune::Full),
            (Some("qlora"), Some(rank)) => Some(sizing::FineTune::Qlora { rank }),
            (Some("lora"), Some(rank)) => Some(sizing::FineTune::Lora { rank }),
            _ => None,
        }
    } else {
        Some(sizing::FineTune::Full)
    };
    let params = r.get("params", |t| read_quantity(t, 1e6, sizing::MAX_PARAMS));
    let tokens = r.get("tokens", |t| read_quantity(t, 1.0, sizing::MAX_TOKENS));
    let size = r.size(c);
    let region = r.region(c);
    let precision =
        if fine { Some("bf16".to_owned()) } else { r.choice("precision", TRAIN_PRECISION) };
    let sharding = r.choice("sharding", SHARDING);
    let checkpointing = r.choice("checkpointing", ON_OFF);
    let seq_len = r.get("seq_len", |t| read_quantity(t, 1.0, 1e7));
    let mfu = r.get("mfu", |t| read_percent(t, 100.0));
    let want_vms = r.optional("vms", |t| read_quantity(t, 1.0, 100_000.0));
    if mfu == Some(0.0) {
        r.errors.push(ferr("mfu", "must be more than 0%"));
    }
    let all = (params, tokens, size, region, precision, sharding, checkpointing, seq_len, mfu);
    let (
        Some(params),
        Some(tokens),
        Some(size),
        Some(region),
        Some(precision),
        Some(sharding),
        Some(ckpt),
        Some(seq_len),
        Some(mfu),
    ) = all
    else {
        return Err(r.errors);
    };
    let Some(method) = method else { return Err(r.errors) };
    if !r.errors.is_empty() {
        return Err(r.errors);
    }
    let Some(gpu) = c.gpu_of(size) else {
        return Err(vec![ferr("size", "the catalog does not say which GPU this size has")]);
    };
    let precision = if precision == "fp8" { Precision::Fp8 } else { Precision::Bf16 };
    let Some(peak) = precision.peak_tflops(gpu).or_else(|| Precision::Bf16.peak_tflops(gpu)) else {
        return Err(vec![ferr(
            "size",
            format!("{} has no BF16 or FP8 figure in the catalog", gpu.name),
        )]);
    };
    let sharding = match sharding.as_str() {
        "zero-1" => Sharding::Zero1,
        "zero-2" => Sharding::Zero2,
        "zero-3" => Sharding::Zero3,
        _ => Sharding::None,
    };
    let job = TrainingJob {
        params,
        tokens,
        precision,
        optimizer: sizing::Optimizer::Adamw,
        sharding,
        checkpointing: ckpt == "on",
        seq_len: seq_len.round().to_u32().unwrap_or(2048),
        micro_batch: 1,
        method,
        mfu: Some(mfu),
        shape: None,
    };
    job.validate().map_err(|e| vec![sizing_field(e)])?;
    if !size.gpu_count.is_whole() {
        return Err(vec![ferr(
            "size",
            "training needs whole GPUs; this size has a fraction of one",
        )]);
    }
    let per_vm = size.gpu_count.as_f64().round().to_u32().unwrap_or(1).max(1);
    let usable = size.vram_per_gpu_gb() * USABLE_MEMORY_FRACTION;
    let Some(fewest) = job.fewest_gpus(usable) else {
        return Err(vec![ferr(
            "size",
            "the model's unsharded state does not fit in one GPU's memory even spread over many: shard more or choose a larger GPU",
        )]);
    };
    let fewest_vms = fewest.div_ceil(per_vm);
    let vms = match want_vms.flatten() {
        None => fewest_vms,
        Some(v) => {
            let v = v.round().to_u32().unwrap_or(u32::MAX);
            if v < fewest_vms {
                return Err(vec![ferr(
                    "vms",
                    format!("the model's state needs at least {fewest_vms} VMs of this size"),
                )]);
            }
            v
        }
    };
    let gpus = vms * per_vm;
    let hours = job.hours(gpus, peak, mfu);
    let payg = price(c, &size.name, &region, PricingModel::Payg).map_err(|e| vec![e])?;
    let vm_hours = hours * f64::from(vms);
    let cost = Decimal::from_f64(vm_hours)
        .and_then(|h| h.checked_mul(payg.0))
        .ok_or_else(|| vec![ferr("tokens", "the cost is too large to compute")])?;
    Ok(TrainingOutput {
        memory: job.memory(gpus),
        usable_gb: usable,
        gpus,
        vms,
        flops: job.flops(),
        hours,
        cost,
        prices: vec![PriceUsed {
            what: format!("Pay-as-you-go, {}, {region}", size.name),
            usd: payg.0,
            as_of: payg.1,
            source: payg.2,
        }],
    })
}

/// The vision-training calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CvOutput {
    /// Training FLOPs.
    pub flops: f64,
    /// GPUs in use.
    pub gpus: f64,
    /// Wall-clock hours.
    pub hours: f64,
    /// Pay-as-you-go cost.
    pub cost: Decimal,
    /// Memory of the model's training state (weights, gradients, AdamW state), GB; activations
    /// depend on the batch and are not modelled.
    pub memory: MemoryBreakdown,
    /// Usable memory per GPU, GB.
    pub usable_gb: f64,
    /// The price used.
    pub prices: Vec<PriceUsed>,
}

/// Time and pay-as-you-go cost of training a vision model on a size.
pub fn cv(state: &[(String, String)], c: &Catalog) -> Result<CvOutput, Vec<FieldError>> {
    let mut r = Reader::new(state);
    let model = r.choice("model", CV_MODELS);
    let images = r.get("images", |t| read_quantity(t, 1.0, 1e13));
    let epochs = r.get("epochs", |t| read_quantity(t, 0.001, 1e5));
    let size = r.size(c);
    let region = r.region(c);
    let mfu = r.get("mfu", |t| read_percent(t, 100.0));
    let vms = r.get("vms", |t| read_quantity(t, 1.0, 100_000.0));
    if mfu == Some(0.0) {
        r.errors.push(ferr("mfu", "must be more than 0%"));
    }
    let all = (model, images, epochs, size, region, mfu, vms);
    let (Some(model), Some(images), Some(epochs), Some(size), Some(region), Some(mfu), Some(vms)) =
        all
    else {
        return Err(r.errors);
    };
    if !r.errors.is_empty() {
        return Err(r.errors);
    }
    let job = sizing::CvJob {
        model: Some(model.clone()),
        forward_gmacs: None,
        images,
        epochs,
        mfu: Some(mfu),
    };
    let flops = job.flops(&c.sizing).map_err(|e| vec![sizing_field(e)])?;
    let Some(gpu) = c.gpu_of(size) else {
        return Err(vec![ferr("size", "the catalog does not say which GPU this size has")]);
    };
    let Some(peak) = Precision::Bf16.peak_tflops(gpu).or_else(|| Precision::Fp16.peak_tflops(gpu))
    else {
        return Err(vec![ferr(
            "size",
            format!("{} has no BF16 or FP16 figure in the catalog", gpu.name),
        )]);
    };
    let vms = vms.round();
    let gpus = size.gpu_count.as_f64() * vms;
    let hours = flops / (gpus * peak * 1e12 * mfu) / 3600.0;
    let payg = price(c, &size.name, &region, PricingModel::Payg).map_err(|e| vec![e])?;
    let cost = Decimal::from_f64(hours * vms)
        .and_then(|h| h.checked_mul(payg.0))
        .ok_or_else(|| vec![ferr("images", "the cost is too large to compute")])?;
    let params =
        c.sizing.cv_models.iter().find(|m| m.id == model).map_or(0.0, |m| m.params_millions * 1e6);
    let memory = MemoryBreakdown {
        weights_gb: params * 2.0 / 1e9,
        gradients_gb: params * 2.0 / 1e9,
        optimizer_gb: params * 12.0 / 1e9,
        activations_gb: 0.0,
    };
    Ok(CvOutput {
        flops,
        gpus,
        hours,
        cost,
        memory,
        usable_gb: size.vram_per_gpu_gb() * USABLE_MEMORY_FRACTION,
        prices: vec![PriceUsed {
            what: format!("Pay-as-you-go, {}, {region}", size.name),
            usd: payg.0,
            as_of: payg.1,
            source: payg.2,
        }],
    })
}

/// The inference calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InferenceOutput {
    /// The plan for one replica.
    pub plan: sizing::InferencePlan,
    /// Usable memory per GPU, GB.
    pub usable_gb: f64,
    /// VMs per replica.
    pub vms: u32,
    /// Pay-as-you-go cost a month.
    pub monthly_cost: Decimal,
    /// The price used.
    pub prices: Vec<PriceUsed>,
}

/// Memory, GPUs, throughput and monthly cost of serving a model on a size.
pub fn inference(
    state: &[(String, String)],
    c: &Catalog,
) -> Result<InferenceOutput, Vec<FieldError>> {
    let mut r = Reader::new(state);
    let params = r.get("params", |t| read_quantity(t, 1e6, sizing::MAX_PARAMS));
    let precision = r.choice("precision", PRECISION);
    let context = r.get("context", |t| read_quantity(t, 1.0, 1e7));
    let concurrent = r.get("concurrent", |t| read_quantity(t, 1.0, 1e6));
    let size = r.size(c);
    let region = r.region(c);
    let hours = r.get("hours", |t| read_quantity(t, 1.0, 744.0));
    let all = (params, precision, context, concurrent, size, region, hours);
    let (
        Some(params),
        Some(precision),
        Some(context),
        Some(concurrent),
        Some(size),
        Some(region),
        Some(hours),
    ) = all
    else {
        return Err(r.errors);
    };
    let precision = match precision.as_str() {
        "fp16" => Precision::Fp16,
        "fp8" => Precision::Fp8,
        "int8" => Precision::Int8,
        "int4" => Precision::Int4,
        _ => Precision::Bf16,
    };
    let Some(gpu) = c.gpu_of(size) else {
        return Err(vec![ferr("size", "the catalog does not say which GPU this size has")]);
    };
    let (Some(bandwidth), Some(peak)) = (
        gpu.bandwidth_gbs,
        Precision::Bf16.peak_tflops(gpu).or_else(|| Precision::Fp16.peak_tflops(gpu)),
    ) else {
        return Err(vec![ferr(
            "size",
            format!("{} lacks a bandwidth or FP16 figure in the catalog", gpu.name),
        )]);
    };
    let job = sizing::InferenceJob {
        params,
        precision,
        context: context.round().to_u32().unwrap_or(2048),
        concurrent: concurrent.round().to_u32().unwrap_or(1),
        target_tokens_per_s: None,
        target_ms_per_token: None,
        shape: None,
        hours_per_month: hours,
        months: 1.0,
    };
    job.validate().map_err(|e| vec![sizing_field(e)])?;
    let usable = size.vram_per_gpu_gb() * USABLE_MEMORY_FRACTION;
    let Some(plan) = job.plan(usable, bandwidth, peak, &c.sizing.inference) else {
        return Err(vec![ferr(
            "params",
            "no number of these GPUs can hold the model and its cache",
        )]);
    };
    let per_vm = size.gpu_count.as_f64();
    let vms = (f64::from(plan.gpus) / per_vm).ceil().max(1.0).to_u32().unwrap_or(1);
    let payg = price(c, &size.name, &region, PricingModel::Payg).map_err(|e| vec![e])?;
    let monthly_cost = Decimal::from_f64(hours * f64::from(vms) * f64::from(plan.replicas))
        .and_then(|h| h.checked_mul(payg.0))
        .ok_or_else(|| vec![ferr("hours", "the cost is too large to compute")])?;
    Ok(InferenceOutput {
        plan,
        usable_gb: usable,
        vms,
        monthly_cost,
        prices: vec![PriceUsed {
            what: format!("Pay-as-you-go, {}, {region}", size.name),
            usd: payg.0,
            as_of: payg.1,
            source: payg.2,
        }],
    })
}

#[cfg(all(test, feature = "sources"))]
mod tests;
