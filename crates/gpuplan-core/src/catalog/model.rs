//! The catalog's types.

use rust_decimal::Decimal;
use serde::{Deserialize, Deserializer, Serialize};

use crate::date::Date;
use crate::lang::Lang;

/// Everything the catalog knows.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Catalog {
    /// Accelerators.
    pub gpus: Vec<Gpu>,
    /// VM series.
    pub series: Vec<Series>,
    /// VM sizes.
    pub sizes: Vec<Size>,
    /// Regions.
    pub regions: Vec<Region>,
    /// Every source cited.
    pub sources: Vec<Source>,
    /// Price snapshot records, sorted by [`PriceKey`].
    pub prices: Vec<PriceRecord>,
    /// The newest snapshot date of each region, worked out on first use: every "not in
    /// snapshot" answer names it, and a table asks for it once per missing cell.
    #[serde(skip)]
    pub newest_cache: NewestCache,
}

/// A derived cache that never affects equality, cloning or serialisation.
#[derive(Default)]
pub struct NewestCache(pub(crate) std::sync::OnceLock<Vec<(String, crate::date::Date)>>);

impl Clone for NewestCache {
    fn clone(&self) -> Self {
        NewestCache::default()
    }
}

impl PartialEq for NewestCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl std::fmt::Debug for NewestCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("NewestCache")
    }
}

/// One accelerator's specs. Throughput is dense TFLOP/s (INT8 in TOPS); `None` means no source
/// gave the figure.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Gpu {
    /// Stable key, such as `h100-sxm`.
    pub id: String,
    /// Vendor and model.
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The name in Chinese, only where the English one carries a remark besides the model
    /// (such as "per board, 2 GPUs"); elsewhere the name is the same in both languages.
    pub name_zh: Option<String>,
    /// NVIDIA, AMD or Microsoft.
    pub vendor: String,
    /// Memory per GPU as printed.
    pub memory_gb: f64,
    /// `GB` unless the vendor prints `GiB`.
    #[serde(default)]
    pub memory_unit: MemoryUnit,
    /// HBM3, GDDR6, ...
    #[serde(default)]
    pub memory_type: Option<String>,
    /// Peak memory bandwidth, decimal GB/s.
    #[serde(default)]
    pub bandwidth_gbs: Option<f64>,
    /// FP64 vector.
    #[serde(default)]
    pub fp64: Option<Spec>,
    /// FP64 tensor or matrix.
    #[serde(default)]
    pub fp64_tensor: Option<Spec>,
    /// FP32.
    #[serde(default)]
    pub fp32: Option<Spec>,
    /// TF32 tensor.
    #[serde(default)]
    pub tf32: Option<Spec>,
    /// FP16 tensor.
    #[serde(default)]
    pub fp16: Option<Spec>,
    /// BF16 tensor.
    #[serde(default)]
    pub bf16: Option<Spec>,
    /// FP8 tensor.
    #[serde(default)]
    pub fp8: Option<Spec>,
    /// INT8 tensor, TOPS.
    #[serde(default)]
    pub int8: Option<Spec>,
    /// FP4.
    #[serde(default)]
    pub fp4: Option<Spec>,
    /// The vendor prints only sparse tensor figures; the dense ones here are half of them.
    #[serde(default)]
    pub sparse_halved: bool,
    /// GPU-to-GPU interconnect, as described by the sources.
    #[serde(default)]
    pub interconnect: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `interconnect` in Chinese.
    pub interconnect_zh: Option<String>,
    /// Maximum board or module power, W.
    #[serde(default)]
    pub tdp_w: Option<f64>,
    /// A printed range or condition for the TDP.
    #[serde(default)]
    pub tdp_note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `tdp_note` in Chinese.
    pub tdp_note_zh: Option<String>,
    /// Year of launch.
    #[serde(default)]
    pub launch_year: Option<u16>,
    /// The architecture generation, which the sizing models are calibrated by.
    #[serde(default)]
    pub generation: Option<Generation>,
    /// A street or system list price, where one was found.
    #[serde(default)]
    pub price: Option<HardwarePrice>,
    /// Source keys.
    pub sources: Vec<String>,
    /// Caveats and conflicts between sources.
    #[serde(default)]
    pub notes: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `notes` in Chinese.
    pub notes_zh: Option<String>,
}

/// The text for a page in `lang`: the Chinese sibling on Chinese pages, else (and where a record
/// has no Chinese) the English.
pub fn in_lang<'a>(en: &'a str, zh: Option<&'a str>, lang: Lang) -> &'a str {
    match (lang, zh) {
        (Lang::Zh, Some(zh)) => zh,
        // The pseudo-locale transforms what Chinese translates; names stay.
        #[cfg(feature = "pseudo")]
        (Lang::Pseudo, Some(_)) => crate::lang::pseudo::localize_static(en),
        _ => en,
    }
}

/// [`in_lang`] for an optional text: `None` when there is no English text.
fn opt_in<'a>(en: &'a Option<String>, zh: &'a Option<String>, lang: Lang) -> Option<&'a str> {
    en.as_deref().map(|en| in_lang(en, zh.as_deref(), lang))
}

impl Gpu {
    /// The name for a page in `lang`.
    pub fn name_in(&self, lang: Lang) -> &str {
        in_lang(&self.name, self.name_zh.as_deref(), lang)
    }

    /// The interconnect for a page in `lang`.
    pub fn interconnect_in(&self, lang: Lang) -> Option<&str> {
        opt_in(&self.interconnect, &self.interconnect_zh, lang)
    }

    /// The TDP's note for a page in `lang`.
    pub fn tdp_note_in(&self, lang: Lang) -> Option<&str> {
        opt_in(&self.tdp_note, &self.tdp_note_zh, lang)
    }

    /// The notes for a page in `lang`.
    pub fn notes_in(&self, lang: Lang) -> Option<&str> {
        opt_in(&self.notes, &self.notes_zh, lang)
    }
}

impl HardwarePrice {
    /// What the figure is, for a page in `lang`.
    pub fn note_in(&self, lang: Lang) -> &str {
        in_lang(&self.note, self.note_zh.as_deref(), lang)
    }
}

/// A throughput figure, or a statement that the unit does not exist on the part. Written as
/// in the data files, both in TOML and in the JSON the browser reads: a number, or `"n/a"`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Spec {
    /// A figure.
    Value(f64),
    /// A source says the unit or data type does not exist on this part.
    NotApplicable,
}

impl Serialize for Spec {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Spec::Value(v) => s.serialize_f64(*v),
            Spec::NotApplicable => s.serialize_str("n/a"),
        }
    }
}

impl<'de> Deserialize<'de> for Spec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Spec, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Repr {
            Number(f64),
            Text(String),
        }
        match Repr::deserialize(d)? {
            Repr::Number(v) => Ok(Spec::Value(v)),
            Repr::Text(t) if t == "n/a" => Ok(Spec::NotApplicable),
            Repr::Text(t) => {
                Err(serde::de::Error::custom(format!("expected a number or \"n/a\", found {t:?}")))
            }
        }
    }
}

impl Spec {
    /// The figure, if there is one.
    pub fn value(self) -> Option<f64> {
        match self {
            Spec::Value(v) => Some(v),
            Spec::NotApplicable => None,
        }
    }
}

/// `GB` or `GiB`, as printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum MemoryUnit {
    /// Decimal gigabytes.
    #[default]
    GB,
    /// Binary gibibytes.
    GiB,
}

/// What a hardware price is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HardwarePriceKind {
    /// An analyst, press, reseller or third-party figure.
    Street,
    /// A vendor's list price for a whole system.
    SystemList,
}

/// A price for buying hardware, never a vendor list price per GPU (none is published).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HardwarePrice {
    /// Street or system list.
    pub kind: HardwarePriceKind,
    /// The low end of the range, USD.
    #[serde(with = "rust_decimal::serde::str")]
    pub usd_low: Decimal,
    /// The high end of the range, USD.
    #[serde(with = "rust_decimal::serde::str")]
    pub usd_high: Decimal,
    /// How many GPUs the price buys.
    pub units: u32,
    /// What the figure is.
    pub note: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `note` in Chinese (required: the loader checks it).
    pub note_zh: Option<String>,
}

/// A GPU architecture generation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Generation {
    /// NVIDIA Maxwell (M60).
    Maxwell,
    /// NVIDIA Pascal (P40).
    Pascal,
    /// NVIDIA Volta (V100).
    Volta,
    /// NVIDIA Turing (T4).
    Turing,
    /// NVIDIA Ampere (A10, A16, A100).
    Ampere,
    /// NVIDIA Hopper (H100, H200).
    Hopper,
    /// NVIDIA Blackwell (GB200, GB300, RTX PRO 6000 Blackwell).
    Blackwell,
    /// AMD Vega (MI25).
    Vega,
    /// AMD CDNA 2 (MI250X).
    Cdna2,
    /// AMD CDNA 3 (MI300X).
    Cdna3,
    /// AMD RDNA 2 (Radeon Pro V620).
    Rdna2,
    /// AMD RDNA 3 (Radeon Pro V710).
    Rdna3,
    /// Microsoft Maia.
    Maia,
}

impl Generation {
    /// The name as readers know it.
    pub fn name(self) -> &'static str {
        match self {
            Generation::Maxwell => "Maxwell",
            Generation::Pascal => "Pascal",
            Generation::Volta => "Volta",
            Generation::Turing => "Turing",
            Generation::Ampere => "Ampere",
            Generation::Hopper => "Hopper",
            Generation::Blackwell => "Blackwell",
            Generation::Vega => "Vega",
            Generation::Cdna2 => "CDNA 2",
            Generation::Cdna3 => "CDNA 3",
            Generation::Rdna2 => "RDNA 2",
            Generation::Rdna3 => "RDNA 3",
            Generation::Maia => "Maia",
        }
    }
}

/// Where a size is in its life on a date: the stage [`crate::catalog::Catalog::stage`] works out
/// from the dates and marks in the data. Ordered from the most to the least current, so a sort
/// by stage lists what can be bought first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Lifecycle {
    /// Generally available, no notice.
    Available,
    /// Generally available, but Microsoft deploys new capacity only to another series.
    #[serde(rename = "capacity-limited")]
    Limited,
    /// A preview size: not covered by the SLA, never recommended.
    Preview,
    /// A retirement date is announced and still ahead.
    Retiring,
    /// The retirement date has passed.
    Retired,
}

impl Lifecycle {
    /// Every stage, most current first.
    pub const ALL: [Lifecycle; 5] = [
        Lifecycle::Available,
        Lifecycle::Limited,
        Lifecycle::Preview,
        Lifecycle::Retiring,
        Lifecycle::Retired,
    ];

    /// Lowercase name, as in URLs and the CLI's JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Lifecycle::Available => "available",
            Lifecycle::Limited => "capacity-limited",
            Lifecycle::Preview => "preview",
            Lifecycle::Retiring => "retiring",
            Lifecycle::Retired => "retired",
        }
    }

    /// The stage with this name.
    pub fn parse(s: &str) -> Option<Lifecycle> {
        Lifecycle::ALL.into_iter().find(|l| l.as_str() == s)
    }

    /// Whether a size at this stage belongs in a table of current choices: everything but a
    /// retired size (a preview size is listed, marked preview).
    pub fn is_current(self) -> bool {
        self != Lifecycle::Retired
    }

    /// Whether a size at this stage may be recommended or win a "lowest price" cell: generally
    /// available, even when capacity-limited or retiring, never preview or retired.
    pub fn is_orderable(self) -> bool {
        matches!(self, Lifecycle::Available | Lifecycle::Limited | Lifecycle::Retiring)
    }
}

/// A size's stage on a date, with the dates and names that explain it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stage<'a> {
    /// The stage.
    pub lifecycle: Lifecycle,
    /// The retirement date, past or ahead, where one is announced.
    pub retires: Option<Date>,
    /// When the retirement was announced.
    pub announced: Option<Date>,
    /// The series that gets new capacity instead, for a capacity-limited series.
    pub capacity_goes_to: Option<&'a str>,
    /// What Microsoft names in its place: a size for a preview size, a series for a retired or
    /// retiring one.
    pub successor: Option<&'a str>,
    /// The source of the dates and marks.
    pub source: &'a str,
}

/// Whether a series can take an on-demand capacity reservation, as Microsoft's capacity
/// reservation page states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReservationSupport {
    /// Supported, but only for VMs deployed across availability zones (multi-zone).
    MultiZoneOnly,
    /// Named by the page as not supported.
    NotSupported,
}

/// A series' capacity reservation support and the page that states it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CapacityReservation {
    /// What the page says.
    pub support: ReservationSupport,
    /// The source key of the page.
    pub source: String,
}

/// A VM series: what its sizes share.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Series {
    /// Series name, such as `ND_H100_v5`.
    pub id: String,
    /// NC, ND, NG or NV.
    pub family: String,
    /// The accelerator's key; `None` where the docs do not name it.
    #[serde(default)]
    pub gpu: Option<String>,
    /// The host CPU.
    #[serde(default)]
    pub cpu: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The CPU in Chinese, only where the English text says more than the model.
    pub cpu_zh: Option<String>,
    /// Marked preview on its page: every size of the series is a preview size.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub preview: bool,
    /// The series Microsoft deploys new capacity to instead of this one, where its page says so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capacity_goes_to: Option<String>,
    /// The retirement date, where one is announced; on and after it the series is retired.
    #[serde(default)]
    pub retires: Option<Date>,
    /// When the retirement was announced.
    #[serde(default)]
    pub retirement_announced: Option<Date>,
    /// The series Microsoft names as the move for a retiring or retired series.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub successor: Option<String>,
    /// The source of the lifecycle marks and dates, where it is not `source`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lifecycle_source: Option<String>,
    /// The regions `lifecycle_source` names as where the series is generally available, where it
    /// names them; prices may be published for more.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ga_regions: Vec<String>,
    /// What Microsoft's capacity reservation page says of the series; `None` where it does not
    /// name the series.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capacity_reservation: Option<CapacityReservation>,
    /// A remark from the docs.
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `note` in Chinese.
    pub note_zh: Option<String>,
    /// A confidential-computing series (its size page says so): ranked only for workloads that
    /// ask for confidential computing.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub confidential: bool,
    /// Source key.
    pub source: String,
}

impl Series {
    /// The docs' remark for a page in `lang`.
    pub fn note_in(&self, lang: Lang) -> Option<&str> {
        opt_in(&self.note, &self.note_zh, lang)
    }

    /// The host CPU for a page in `lang`.
    pub fn cpu_in(&self, lang: Lang) -> Option<&str> {
        opt_in(&self.cpu, &self.cpu_zh, lang)
    }
}

/// A yes/no property with the docs' own words, or unknown. Written as in the data files: the
/// docs' text, `false`, or (in JSON) `null` for unknown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Feature {
    /// Present, with the docs' description.
    Yes(String),
    /// The docs say it is absent.
    No,
    /// The docs read do not say.
    #[default]
    Unknown,
}

impl Serialize for Feature {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Feature::Yes(t) => s.serialize_str(t),
            Feature::No => s.serialize_bool(false),
            Feature::Unknown => s.serialize_none(),
        }
    }
}

impl<'de> Deserialize<'de> for Feature {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Feature, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Repr {
            Flag(bool),
            Text(String),
        }
        Ok(match Option::<Repr>::deserialize(d)? {
            Some(Repr::Flag(true)) => Feature::Yes(String::new()),
            Some(Repr::Flag(false)) => Feature::No,
            Some(Repr::Text(t)) => Feature::Yes(t),
            None => Feature::Unknown,
        })
    }
}

impl Feature {
    /// The docs' text, where there is one.
    pub fn text(&self) -> Option<&str> {
        match self {
            Feature::Yes(t) if !t.is_empty() => Some(t),
            _ => None,
        }
    }

    /// The same feature with its text in Chinese (`zh`) on Chinese pages.
    fn in_lang(&self, zh: Option<&str>, lang: Lang) -> Feature {
        match (self, lang, zh) {
            (Feature::Yes(t), Lang::Zh, Some(zh)) if !t.is_empty() => Feature::Yes(zh.to_owned()),
            #[cfg(feature = "pseudo")]
            (Feature::Yes(t), Lang::Pseudo, Some(_)) if !t.is_empty() => {
                Feature::Yes(crate::lang::pseudo::localize(t))
            }
            _ => self.clone(),
        }
    }

    /// `Some(true)` when present, `Some(false)` when absent, `None` when unknown.
    pub fn known(&self) -> Option<bool> {
        match self {
            Feature::Yes(_) => Some(true),
            Feature::No => Some(false),
            Feature::Unknown => None,
        }
    }
}

/// A GPU count, whole or a partition such as 1/6.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct GpuCount {
    /// Numerator.
    pub num: u32,
    /// Denominator, at least 1.
    pub den: u32,
}

impl GpuCount {
    /// The count as a number, for physical estimates.
    pub fn as_f64(self) -> f64 {
        f64::from(self.num) / f64::from(self.den)
    }

    /// Whether the VM has at least one whole GPU.
    pub fn is_whole(self) -> bool {
        self.den == 1
    }

    /// A VM's price shared by its GPUs: `per_vm × den ÷ num`, exactly (a 1/6 partition's price
    /// per GPU is six times its price); `None` for a size without a GPU.
    pub fn per_gpu(self, per_vm: Decimal) -> Option<Decimal> {
        (self.num > 0).then(|| per_vm * Decimal::from(self.den) / Decimal::from(self.num))
    }

    /// What the VM's GPUs come to at `per_gpu` each: `per_gpu × num ÷ den`.
    pub fn per_vm(self, per_gpu: Decimal) -> Decimal {
        per_gpu * Decimal::from(self.num) / Decimal::from(self.den.max(1))
    }

    /// The GPUs of `vms` such VMs, as a reduced fraction (`8`, `1/3` for one VM of a third of a
    /// GPU).
    pub fn times(self, vms: u32) -> GpuCount {
        fn gcd(a: u64, b: u64) -> u64 {
            if b == 0 { a } else { gcd(b, a % b) }
        }
        let (num, den) = (u64::from(vms) * u64::from(self.num), u64::from(self.den.max(1)));
        let g = gcd(num, den).max(1);
        GpuCount {
            num: u32::try_from(num / g).unwrap_or(u32::MAX),
            den: u32::try_from(den / g).unwrap_or(u32::MAX),
        }
    }
}

/// Text that is not a GPU count such as `8` or `1/6`: it holds the text read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a GPU count such as \"8\" or \"1/6\"")]
pub struct GpuCountError(pub String);

impl TryFrom<String> for GpuCount {
    type Error = GpuCountError;

    fn try_from(s: String) -> Result<GpuCount, GpuCountError> {
        let bad = || GpuCountError(s.clone());
        let (num, den) = s.split_once('/').unwrap_or((&s, "1"));
        let num: u32 = num.trim().parse().map_err(|_| bad())?;
        let den: u32 = den.trim().parse().map_err(|_| bad())?;
        if num == 0 || den == 0 {
            return Err(bad());
        }
        Ok(GpuCount { num, den })
    }
}

impl From<GpuCount> for String {
    fn from(c: GpuCount) -> String {
        c.to_string()
    }
}

impl std::fmt::Display for GpuCount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// Whether a size's printed GPU memory is for the whole VM or for each GPU.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MemoryScope {
    /// The total for the VM.
    Vm,
    /// Per GPU.
    PerGpu,
}

/// A VM size.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Size {
    /// ARM name, such as `Standard_ND96isr_H100_v5`.
    pub name: String,
    /// Series key.
    pub series: String,
    /// The source of the size's figures, where it is not its series' source.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// vCPUs.
    pub vcpu: u32,
    /// Printed vCPU cell where it said more.
    #[serde(default)]
    pub vcpu_note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `vcpu_note` in Chinese.
    pub vcpu_note_zh: Option<String>,
    /// RAM as printed.
    pub memory: f64,
    /// Its unit as printed.
    pub memory_unit: MemoryUnit,
    /// Printed RAM cell where it said more.
    #[serde(default)]
    pub memory_note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `memory_note` in Chinese.
    pub memory_note_zh: Option<String>,
    /// GPUs per VM, possibly fractional.
    pub gpu_count: GpuCount,
    /// The GPU as the size page names it.
    pub gpu_name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// The GPU's name in Chinese, only where the English one carries a remark besides the name.
    pub gpu_name_zh: Option<String>,
    /// GPU memory as printed.
    pub gpu_memory_gb: f64,
    /// Whether that figure is per VM or per GPU.
    pub gpu_memory_scope: MemoryScope,
    /// Printed GPU-memory cell where it said more.
    #[serde(default)]
    pub gpu_memory_note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `gpu_memory_note` in Chinese.
    pub gpu_memory_note_zh: Option<String>,
    /// Temporary disk, GiB.
    #[serde(default)]
    pub temp_disk: Option<f64>,
    /// Printed temp-disk cell where it said more.
    #[serde(default)]
    pub temp_disk_note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `temp_disk_note` in Chinese.
    pub temp_disk_note_zh: Option<String>,
    /// Local NVMe.
    #[serde(default)]
    pub nvme: Feature,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `nvme`'s text in Chinese, where it has one.
    pub nvme_zh: Option<String>,
    /// Aggregate network bandwidth, Mbps.
    #[serde(default)]
    pub network_mbps: Option<u32>,
    /// Printed network cell where it said more.
    #[serde(default)]
    pub network_note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `network_note` in Chinese.
    pub network_note_zh: Option<String>,
    /// InfiniBand or RDMA networking.
    #[serde(default)]
    pub infiniband: Feature,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `infiniband`'s text in Chinese, where it has one.
    pub infiniband_zh: Option<String>,
    /// What the docs say where InfiniBand is unclear.
    #[serde(default)]
    pub infiniband_note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `infiniband_note` in Chinese.
    pub infiniband_note_zh: Option<String>,
    /// NVLink or another GPU fabric.
    #[serde(default)]
    pub nvlink: Feature,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `nvlink`'s text in Chinese, where it has one.
    pub nvlink_zh: Option<String>,
    /// What the docs say where NVLink is unclear.
    #[serde(default)]
    pub nvlink_note: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// `nvlink_note` in Chinese.
    pub nvlink_note_zh: Option<String>,
    /// The status cell as printed, where it said more than "Available".
    #[serde(default)]
    pub status_note: Option<String>,
    /// A preview size of a series that is otherwise generally available.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub preview: bool,
    /// The generally available size Microsoft maps a preview size to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub successor: Option<String>,
}

/// A size's printed cell that may carry a note.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SizeNote {
    /// `vcpu_note`.
    Vcpu,
    /// `memory_note`.
    Memory,
    /// `gpu_memory_note`.
    GpuMemory,
    /// `temp_disk_note`.
    TempDisk,
    /// `network_note`.
    Network,
    /// `infiniband_note`.
    Infiniband,
    /// `nvlink_note`.
    Nvlink,
}

/// A size's yes/no property.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SizeFeature {
    /// `nvme`.
    Nvme,
    /// `infiniband`.
    Infiniband,
    /// `nvlink`.
    Nvlink,
}

impl Size {
    /// The note on a printed cell, for a page in `lang`.
    pub fn note_in(&self, note: SizeNote, lang: Lang) -> Option<&str> {
        let (en, zh) = match note {
            SizeNote::Vcpu => (&self.vcpu_note, &self.vcpu_note_zh),
            SizeNote::Memory => (&self.memory_note, &self.memory_note_zh),
            SizeNote::GpuMemory => (&self.gpu_memory_note, &self.gpu_memory_note_zh),
            SizeNote::TempDisk => (&self.temp_disk_note, &self.temp_disk_note_zh),
            SizeNote::Network => (&self.network_note, &self.network_note_zh),
            SizeNote::Infiniband => (&self.infiniband_note, &self.infiniband_note_zh),
            SizeNote::Nvlink => (&self.nvlink_note, &self.nvlink_note_zh),
        };
        opt_in(en, zh, lang)
    }

    /// A yes/no property, its text (where the docs give one) for a page in `lang`.
    pub fn feature_in(&self, feature: SizeFeature, lang: Lang) -> Feature {
        let (f, zh) = match feature {
            SizeFeature::Nvme => (&self.nvme, &self.nvme_zh),
            SizeFeature::Infiniband => (&self.infiniband, &self.infiniband_zh),
            SizeFeature::Nvlink => (&self.nvlink, &self.nvlink_zh),
        };
        f.in_lang(zh.as_deref(), lang)
    }

    /// The GPU as the size page names it, for a page in `lang`.
    pub fn gpu_name_in(&self, lang: Lang) -> &str {
        in_lang(&self.gpu_name, self.gpu_name_zh.as_deref(), lang)
    }

    /// GPU memory for the whole VM, GB.
    pub fn vram_gb(&self) -> f64 {
        match self.gpu_memory_scope {
            MemoryScope::Vm => self.gpu_memory_gb,
            MemoryScope::PerGpu => self.gpu_memory_gb * self.gpu_count.as_f64(),
        }
    }

    /// GPU memory per GPU (or per partition), GB.
    pub fn vram_per_gpu_gb(&self) -> f64 {
        match self.gpu_memory_scope {
            MemoryScope::Vm => self.gpu_memory_gb / self.gpu_count.as_f64(),
            MemoryScope::PerGpu => self.gpu_memory_gb,
        }
    }
}

/// An Azure region.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Region {
    /// ARM name, such as `westeurope`.
    pub name: String,
    /// Display name, such as `West Europe`.
    pub display_name: String,
    /// Geography group, such as `Europe`.
    pub geography: String,
    /// Source key.
    pub source: String,
    /// The name price sheets and the Retail Prices API's `location` give the region's meters,
    /// lower-cased: `us east` for `eastus`. Price sheets name regions so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meter_region: Option<String>,
    /// The source of `meter_region`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meter_region_source: Option<String>,
}

/// A source that data cites.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Source {
    /// Key used by records. Not a name for readers: pages and the CLI's text show
    /// [`Source::title_in`] or [`Source::short_in`].
    pub id: String,
    /// What it is.
    pub title: String,
    /// `title` in Chinese, in our own words, shown on Chinese pages. Given where the title is our
    /// description (price and rate snapshots, the project's measurements, the data's sources);
    /// every source of a price or a rate has one. A cited work whose title is its own may have
    /// none: its title stays in its own language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title_zh: Option<String>,
    /// A short name for a table cell or a line, saying which snapshot or page it is
    /// ("karpenter-provider-azure price file"), where the title is too long for that. Every
    /// source of a price or a rate has one, with its Chinese `short_zh`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short: Option<String>,
    /// `short` in Chinese.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short_zh: Option<String>,
    /// `owner/name` of a repository.
    #[serde(default)]
    pub repo: Option<String>,
    /// Path in that repository.
    #[serde(default)]
    pub path: Option<String>,
    /// Commit read.
    #[serde(default)]
    pub commit: Option<String>,
    /// Address of a web page.
    #[serde(default)]
    pub url: Option<String>,
    /// The date the source states for itself.
    #[serde(default)]
    pub date: Option<Date>,
    /// A note for readers, shown with the source on the sources page and the size pages: what
    /// the source is, what in it the data uses, or where to read it, where the title and the
    /// address do not say.
    #[serde(default)]
    pub note: Option<String>,
    /// `note` in Chinese, shown on Chinese pages.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note_zh: Option<String>,
    /// For the team only: how the source was found and read (include files, older copies,
    /// excerpts, why a field is missing). No page shows it, and it is left out of the JSON the
    /// browser reads.
    #[serde(default, skip_serializing)]
    pub provenance: Option<String>,
}

impl Source {
    /// The note for readers, for a page in `lang`.
    pub fn note_in(&self, lang: Lang) -> Option<&str> {
        opt_in(&self.note, &self.note_zh, lang)
    }

    /// The title for a page in `lang`: `title_zh` on Chinese pages where there is one, else the
    /// title (a cited work's, in its own language).
    pub fn title_in(&self, lang: Lang) -> &str {
        in_lang(&self.title, self.title_zh.as_deref(), lang)
    }

    /// The language [`Source::title_in`] is written in for a page in `lang`: the page's where we
    /// wrote a Chinese title, else English (the title as the data gives it), so that a page can
    /// mark a cited work's own title with its language.
    pub fn title_lang(&self, lang: Lang) -> Lang {
        if self.title_zh.is_some() { lang } else { Lang::En }
    }

    /// The source's name in a table cell or a line, for a page in `lang`: its short name, else
    /// its title ([`Source::title_in`]). Never its key.
    pub fn short_in(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => self.short.as_deref().unwrap_or(&self.title),
            Lang::Zh => self.short_zh.as_deref().unwrap_or_else(|| self.title_in(lang)),
            #[cfg(feature = "pseudo")]
            Lang::Pseudo => match self.short_zh {
                Some(_) => crate::lang::pseudo::localize_static(self.short_in(Lang::En)),
                None => self.title_in(lang),
            },
        }
    }
}

/// Linux or Windows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Os {
    /// Linux.
    Linux,
    /// Windows (licence included).
    Windows,
}

impl Os {
    /// Every OS.
    pub const ALL: [Os; 2] = [Os::Linux, Os::Windows];

    /// Lowercase name.
    pub fn as_str(self) -> &'static str {
        match self {
            Os::Linux => "linux",
            Os::Windows => "windows",
        }
    }
}

/// A way Azure sells compute time.
// Names are spelled out so that files, flags and URLs agree with `as_str`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum PricingModel {
    /// Pay-as-you-go, per hour.
    #[serde(rename = "payg")]
    Payg,
    /// Spot, per hour, evictable.
    #[serde(rename = "spot")]
    Spot,
    /// Low Priority (Batch), per hour.
    #[serde(rename = "low-priority")]
    LowPriority,
    /// One-year savings plan, per hour.
    #[serde(rename = "savings-plan-1y")]
    SavingsPlan1y,
    /// Three-year savings plan, per hour.
    #[serde(rename = "savings-plan-3y")]
    SavingsPlan3y,
    /// One-year reservation: the record holds the whole term's total.
    #[serde(rename = "reservation-1y")]
    Reservation1y,
    /// Three-year reservation: the record holds the whole term's total.
    #[serde(rename = "reservation-3y")]
    Reservation3y,
    /// Dev/Test pay-as-you-go, per hour.
    #[serde(rename = "devtest")]
    DevTest,
}

impl PricingModel {
    /// Every model, in display order.
    pub const ALL: [PricingModel; 8] = [
        PricingModel::Payg,
        PricingModel::Spot,
        PricingModel::LowPriority,
        PricingModel::SavingsPlan1y,
        PricingModel::SavingsPlan3y,
        PricingModel::Reservation1y,
        PricingModel::Reservation3y,
        PricingModel::DevTest,
    ];

    /// The kebab-case name used in files, flags and URLs.
    pub const fn as_str(self) -> &'static str {
        match self {
            PricingModel::Payg => "payg",
            PricingModel::Spot => "spot",
            PricingModel::LowPriority => "low-priority",
            PricingModel::SavingsPlan1y => "savings-plan-1y",
            PricingModel::SavingsPlan3y => "savings-plan-3y",
            PricingModel::Reservation1y => "reservation-1y",
            PricingModel::Reservation3y => "reservation-3y",
            PricingModel::DevTest => "devtest",
        }
    }

    /// The model with this name.
    pub fn parse(s: &str) -> Option<PricingModel> {
        PricingModel::ALL.into_iter().find(|m| m.as_str() == s)
    }

    /// Hours in the term whose total a record holds, for reservations; `None` for hourly prices.
    pub fn term_hours(self) -> Option<u32> {
        match self {
            PricingModel::Reservation1y => Some(8760),
            PricingModel::Reservation3y => Some(26280),
            _ => None,
        }
    }
}

/// The key of a price record: no two records share one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PriceKey<'a> {
    /// Size name.
    pub size: &'a str,
    /// Region name.
    pub region: &'a str,
    /// OS.
    pub os: Os,
    /// Pricing model.
    pub model: PricingModel,
}

impl std::fmt::Display for PriceKey<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {} {} {}", self.size, self.region, self.os.as_str(), self.model.as_str())
    }
}

/// One price from a snapshot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PriceRecord {
    /// Size name.
    pub size: String,
    /// Region name.
    pub region: String,
    /// OS.
    pub os: Os,
    /// Pricing model.
    pub model: PricingModel,
    /// The price: per hour, or for reservations the whole term's total.
    #[serde(with = "rust_decimal::serde::str")]
    pub price: Decimal,
    /// ISO currency code.
    pub currency: String,
    /// The snapshot's date.
    pub as_of: Date,
    /// Source key.
    pub source: String,
    /// The billing meter name the record came from, where it differs from the size name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meter: Option<String>,
    /// The last day the price applies (the API's `effectiveEndDate`), where the source gives
    /// one: after it the price has ended and is no longer today's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends: Option<Date>,
}

impl PriceRecord {
    /// Whether the price still applies on `today`: it has no end date, or ends on or after it.
    pub fn current_on(&self, today: Date) -> bool {
        self.ends.is_none_or(|end| today <= end)
    }

    /// Its key.
    pub fn key(&self) -> PriceKey<'_> {
        PriceKey { size: &self.size, region: &self.region, os: self.os, model: self.model }
    }

    /// The price per hour: reservations' totals divided by their term's hours. Exact decimal
    /// division; rounding is left to display.
    pub fn hourly(&self) -> Decimal {
        match self.model.term_hours() {
            Some(h) => self.price / Decimal::from(h),
            None => self.price,
        }
    }
}
