//! The words of the core's field errors and notices, worded for the reader.
//!
//! The core reports what is wrong as values ([`Problem`] and the typed errors nested in it,
//! [`Notice`], the catalog's [`NoticeKind`]); this module words them in English (the texts the
//! core's `Display` gives, so English pages read as before) and in Chinese. Fixed sentences are
//! rows of the [`ProblemMsg`] table; sentences that carry values (bounds, names, dates, money)
//! are the functions below, each with both languages side by side.
//!
//! Chinese quotes a reader's text in “…” (escaped as the English `"…"` is: control characters
//! show as escapes), writes money with [`crate::format::usd`] and dates with
//! [`crate::format::date`], and writes large bounds with 万 and 亿, which the readers accept.

use gpuplan_core::calc::{FieldError, GpuFigure, Notice, Problem, ReadError};
use gpuplan_core::catalog::PricingModel;
use gpuplan_core::catalog::view::NoticeKind;
use gpuplan_core::cost::eviction::{CsvReason, EvictionError, JsonKind, RowAt, Shape};
use gpuplan_core::cost::{CostError, CostErrorKind, Limit, Missing};
use gpuplan_core::sizing::serve::ReplicaError;
use gpuplan_core::sizing::{QuantityError, SizingError, SizingErrorKind};

use crate::Lang;
use crate::format;

include!(concat!(env!("OUT_DIR"), "/problems.rs"));

use ProblemMsg as M;

/// A reader's text quoted: `"x"` in English (Rust's escaping, as the core's `Display` writes
/// it), `“x”` in Chinese with the same escapes inside.
fn quote(s: &str, lang: Lang) -> String {
    let escaped = format!("{s:?}");
    match lang {
        Lang::En => escaped,
        Lang::Zh => {
            let inner = escaped.strip_prefix('"').and_then(|e| e.strip_suffix('"')).unwrap_or(s);
            format!("“{inner}”")
        }
    }
}

/// The separator between a field's name and its problem: `": "` or `"："`.
pub fn colon(lang: Lang) -> &'static str {
    match lang {
        Lang::En => ": ",
        Lang::Zh => "：",
    }
}

/// A list's items joined as English (`a, b or c`) or Chinese (`a、b 或 c`) writes them.
fn one_of(items: &[&str], lang: Lang) -> String {
    let (sep, or) = match lang {
        Lang::En => (", ", " or "),
        Lang::Zh => ("、", " 或 "),
    };
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{}{or}{last}", rest.join(sep)),
    }
}

/// A bound as Chinese writes it: `2万亿`, `15亿`, `1000万`, `744`; in 万 or 亿 only when that
/// takes at most two decimals (`65,536`, not `6.5536万`).
fn short_zh(v: f64) -> String {
    for (unit, name) in [(1e12, "万亿"), (1e8, "亿"), (1e4, "万")] {
        let n = v / unit;
        if n >= 1.0 && (n * 100.0).fract() == 0.0 {
            return format!("{n}{name}");
        }
    }
    if v >= 1e4 && v.fract() == 0.0 && v < 1e15 {
        // A whole number below 10¹⁵ is exact in a u64.
        return format::count(v as u64);
    }
    format!("{v}")
}

/// What is wrong with a field, for the reader.
pub fn problem(p: &Problem, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    match p {
        Problem::Needed => M::Needed.text(lang).to_owned(),
        Problem::Read(e) => read(e, lang),
        Problem::UnknownSize(s) if zh => format!("{}不是目录中的规格", quote(s, lang)),
        Problem::UnknownSize(s) => format!("{s:?} is not a size in the catalog"),
        Problem::UnknownRegion(s) if zh => format!("{}不是目录中的区域", quote(s, lang)),
        Problem::UnknownRegion(s) => format!("{s:?} is not a region in the catalog"),
        // Chinese names no values: they are codes, and the list beside the field shows the
        // choices in Chinese.
        Problem::NotOneOf(_) if zh => "必须从列表中选择".to_owned(),
        Problem::NotOneOf(options) => {
            let values: Vec<&str> = options.iter().map(|(v, _)| *v).collect();
            format!("must be one of {}", values.join(", "))
        }
        Problem::Zero => M::Zero.text(lang).to_owned(),
        Problem::ZeroPercent => M::ZeroPercent.text(lang).to_owned(),
        Problem::NoGpu => M::NoGpu.text(lang).to_owned(),
        Problem::NoFigure { gpu, need } => match (need, lang) {
            (GpuFigure::Bf16OrFp8, Lang::En) => {
                format!("{gpu} has no BF16 or FP8 figure in the catalog")
            }
            (GpuFigure::Bf16OrFp8, Lang::Zh) => format!("目录中没有 {gpu} 的 BF16 或 FP8 算力数据"),
            (GpuFigure::Bf16OrFp16, Lang::En) => {
                format!("{gpu} has no BF16 or FP16 figure in the catalog")
            }
            (GpuFigure::Bf16OrFp16, Lang::Zh) => {
                format!("目录中没有 {gpu} 的 BF16 或 FP16 算力数据")
            }
            (GpuFigure::BandwidthAndFp16, Lang::En) => {
                format!("{gpu} lacks a bandwidth or FP16 figure in the catalog")
            }
            (GpuFigure::BandwidthAndFp16, Lang::Zh) => {
                format!("目录中缺少 {gpu} 的显存带宽或 FP16 算力数据")
            }
        },
        Problem::FractionalGpu => M::FractionalGpu.text(lang).to_owned(),
        Problem::StateDoesNotFit => M::StateDoesNotFit.text(lang).to_owned(),
        Problem::TooFewVms { fewest } if zh => {
            format!("模型状态至少需要 {fewest} 台此规格的虚拟机")
        }
        Problem::TooFewVms { fewest } => {
            format!("the model's state needs at least {fewest} VMs of this size")
        }
        Problem::CannotServe => M::CannotServe.text(lang).to_owned(),
        Problem::Replica(e) => replica(e, lang),
        Problem::CostTooLarge => M::CostTooLarge.text(lang).to_owned(),
        Problem::NoStreetPrice => M::NoStreetPrice.text(lang).to_owned(),
        Problem::NoTdp => M::NoTdp.text(lang).to_owned(),
        Problem::NoPrices { size, region } if zh => {
            format!("价格快照中没有 {size} 在 {region} 的价格")
        }
        Problem::NoPrices { size, region } => {
            format!("the snapshot has no price for {size} in {region}")
        }
        Problem::NotInSnapshot { model, size, region, newest } => match lang {
            Lang::En => format!(
                "the snapshot has no {} price for {size} in {region}{}",
                model.as_str(),
                newest.map(|d| format!(" (newest snapshot there {d})")).unwrap_or_default()
            ),
            Lang::Zh => format!(
                "价格快照中没有 {size} 在 {region} 的{}价格{}",
                pricing_model_zh(*model),
                newest
                    .map(|d| format!("（该区域最新的快照为 {}）", format::date(d, lang)))
                    .unwrap_or_default()
            ),
        },
        Problem::PriceEnded { model, size, region, ended } => match lang {
            Lang::En => format!(
                "the snapshot's {} price for {size} in {region} ended on {ended}: it is no longer the price",
                model.as_str()
            ),
            Lang::Zh => format!(
                "价格快照中 {size} 在 {region} 的{}价格已于 {}失效，不再是现行价格",
                pricing_model_zh(*model),
                format::date(*ended, lang)
            ),
        },
        Problem::NoStoragePrices { region } if zh => {
            format!("数据中没有 {region} 的 Blob 存储或快照价格：请选择其他区域")
        }
        Problem::NoStoragePrices { region } => {
            format!("the data has no Blob or snapshot prices for {region}: choose another region")
        }
        Problem::NotAVmCount(s) if zh => {
            format!("{}不是有效的虚拟机台数（0 到 10,000 的整数）", quote(s, lang))
        }
        Problem::NotAVmCount(s) => format!("{s:?} is not a whole number of VMs up to 10,000"),
        Problem::ProfileLength => M::ProfileLength.text(lang).to_owned(),
        Problem::NotAPricingModel => M::NotAPricingModel.text(lang).to_owned(),
        Problem::NotALineKind(s) if zh => format!("{}不是有效的明细类型", quote(s, lang)),
        Problem::NotALineKind(s) => format!("{s:?} is not a kind of line"),
        Problem::Currency(e) if zh => {
            format!("{}不是货币代码（例如 USD 或 EUR）", quote(&e.0, lang))
        }
        Problem::Currency(e) => format!("{:?} is not a currency code such as USD or EUR", e.0),
        Problem::Eviction(e) => eviction(e, lang),
        Problem::Date(e) if zh => format!("{}不是 YYYY-MM-DD 格式的日期", quote(&e.0, lang)),
        Problem::Date(e) => format!("{:?} is not a date of the form YYYY-MM-DD", e.0),
        Problem::Sizing(e) => sizing(e, lang),
        Problem::Cost(e) => cost(e, lang),
    }
}

/// Why one replica does not fit the size, with what to change.
fn replica(e: &ReplicaError, lang: Lang) -> String {
    match (e, lang) {
        (ReplicaError::CannotPlan, _) => M::CannotServe.text(lang).to_owned(),
        (ReplicaError::PartitionTooSmall { gpus }, Lang::En) => format!(
            "the model and its cache need more than this size's {gpus} of a GPU: choose a size with whole GPUs"
        ),
        (ReplicaError::PartitionTooSmall { gpus }, Lang::Zh) => {
            format!("模型和 KV 缓存所需显存超过此规格的 {gpus} 个 GPU：请选择配有整块 GPU 的规格")
        }
        (ReplicaError::SpansVms { gpus, per_vm, .. }, Lang::En) => format!(
            "a replica needs {gpus} GPUs and a VM of this size has {per_vm}; without InfiniBand a replica cannot span VMs: choose a size with more GPUs a VM"
        ),
        (ReplicaError::SpansVms { gpus, per_vm, .. }, Lang::Zh) => format!(
            "一个副本需要 {gpus} 个 GPU，而此规格每台 VM 只有 {per_vm} 个；没有 InfiniBand，副本无法跨 VM：请选择每台 VM 配有更多 GPU 的规格"
        ),
        (ReplicaError::HeadsNotDivisible { heads, gpus, per_vm }, Lang::En) => format!(
            "a replica needs {gpus} GPUs, and no tensor-parallel degree from {gpus} to {per_vm} divides the model's {heads} attention heads"
        ),
        (ReplicaError::HeadsNotDivisible { heads, gpus, per_vm }, Lang::Zh) => format!(
            "一个副本需要 {gpus} 个 GPU，而从 {gpus} 到 {per_vm} 之间没有能均分模型 {heads} 个注意力头的张量并行度"
        ),
    }
}

/// A pricing model's name inside a Chinese sentence, spaced from the Chinese around it.
fn pricing_model_zh(m: PricingModel) -> &'static str {
    match m {
        PricingModel::Payg => "即用即付",
        PricingModel::Spot => " Spot 虚拟机",
        PricingModel::LowPriority => "低优先级",
        PricingModel::SavingsPlan1y => " 1 年期节省计划",
        PricingModel::SavingsPlan3y => " 3 年期节省计划",
        PricingModel::Reservation1y => " 1 年期预留实例",
        PricingModel::Reservation3y => " 3 年期预留实例",
        PricingModel::DevTest => "开发/测试",
    }
}

/// A reader's problem with a field's text.
pub fn read(e: &ReadError, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    match e {
        ReadError::Quantity(q) => quantity(q, lang),
        ReadError::AtLeast(v) if zh => format!("不能小于 {}", short_zh(*v)),
        ReadError::AtLeast(v) => format!("must be at least {}", gpuplan_core::calc::short(*v)),
        ReadError::AtMost(v) if zh => format!("不能大于 {}", short_zh(*v)),
        ReadError::AtMost(v) => format!("must be at most {}", gpuplan_core::calc::short(*v)),
        ReadError::NotAPercentage => M::NotAPercentage.text(lang).to_owned(),
        ReadError::NegativePercentage => M::NegativePercentage.text(lang).to_owned(),
        ReadError::PercentAtMost(v) if zh => format!("不能大于 {v}%"),
        ReadError::PercentAtMost(v) => {
            format!("must be at most {}%", gpuplan_core::calc::short(*v))
        }
        ReadError::NotADuration => M::NotADuration.text(lang).to_owned(),
        ReadError::NegativeDuration => M::NegativeDuration.text(lang).to_owned(),
        ReadError::HoursAtMost(v) if zh => format!("不能超过 {v} 小时"),
        ReadError::HoursAtMost(v) => {
            format!("must be at most {} hours", gpuplan_core::calc::short(*v))
        }
        ReadError::NotAnAmount => M::NotAnAmount.text(lang).to_owned(),
        ReadError::Negative => M::Negative.text(lang).to_owned(),
        ReadError::AmountAtMost(d) if zh => format!("不能超过 {}", format::usd(*d, lang)),
        ReadError::AmountAtMost(d) => format!("must be at most {d}"),
        ReadError::NotANumber => M::NotANumberSuchAs.text(lang).to_owned(),
        ReadError::TooLarge => M::TooLarge.text(lang).to_owned(),
    }
}

/// Text that is not a count such as `70B`.
pub fn quantity(e: &QuantityError, lang: Lang) -> String {
    match (e, lang) {
        (QuantityError::NotANumber(s), Lang::En) => {
            format!("{s:?} is not a number such as 70B, 2T or 8k")
        }
        (QuantityError::NotANumber(s), Lang::Zh) => {
            format!("{}不是有效的数量，例如 70B、2T、8k 或 1.5万", quote(s, lang))
        }
        (QuantityError::NotFinite(s), Lang::En) => {
            format!("{s:?} is not a finite, non-negative number")
        }
        (QuantityError::NotFinite(s), Lang::Zh) => {
            format!("{}不是有限的非负数", quote(s, lang))
        }
    }
}

/// A workload input the sizing models refuse (without the field's name).
pub fn sizing(e: &SizingErrorKind, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    match e {
        SizingErrorKind::Parse(m) if zh => format!("无法读取 JSON：{m}"),
        SizingErrorKind::Parse(m) => m.clone(),
        SizingErrorKind::NotANumber => M::NotANumber.text(lang).to_owned(),
        SizingErrorKind::Negative => M::Negative.text(lang).to_owned(),
        SizingErrorKind::Zero => M::Zero.text(lang).to_owned(),
        SizingErrorKind::AtLeast(v) if zh => format!("不能小于 {v}"),
        SizingErrorKind::AtLeast(v) => format!("must be at least {v}"),
        SizingErrorKind::TooLarge(v) if zh => format!("不能大于 {v}"),
        SizingErrorKind::TooLarge(v) => format!("larger than {v}"),
        SizingErrorKind::Percent => M::Percent0To100.text(lang).to_owned(),
        SizingErrorKind::TrainingPrecision => M::TrainingPrecision.text(lang).to_owned(),
        SizingErrorKind::UnknownPreset(s) if zh => format!("没有名为{}的预设", quote(s, lang)),
        SizingErrorKind::UnknownPreset(s) => format!("no preset {s:?}"),
        SizingErrorKind::PresetOrGmacs => M::PresetOrGmacs.text(lang).to_owned(),
        SizingErrorKind::UnknownRegion(s) if zh => format!("没有名为{}的区域", quote(s, lang)),
        SizingErrorKind::UnknownRegion(s) => format!("no region {s:?}"),
    }
}

/// A workload input the sizing models refuse, after the field's path: `shape.heads: …`.
pub fn sizing_error(e: &SizingError, lang: Lang) -> String {
    format!("{}{}{}", e.field, colon(lang), sizing(&e.kind, lang))
}

/// An input the cost engine refuses, after the field's path: `lines[2].count: …`.
pub fn cost_error(e: &CostError, lang: Lang) -> String {
    format!("{}{}{}", e.field, colon(lang), cost(&e.kind, lang))
}

/// An input the cost engine refuses (without the field's name).
pub fn cost(e: &CostErrorKind, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    match e {
        CostErrorKind::Parse(m) if zh => format!("无法读取 JSON：{m}"),
        CostErrorKind::Parse(m) => m.clone(),
        CostErrorKind::Negative => M::Negative.text(lang).to_owned(),
        CostErrorKind::Zero => M::Zero.text(lang).to_owned(),
        CostErrorKind::NotANumber => M::NotANumber.text(lang).to_owned(),
        CostErrorKind::AtLeast(v) if zh => format!("不能小于 {v}"),
        CostErrorKind::AtLeast(v) => format!("must be at least {v}"),
        CostErrorKind::OutOfRange { min, max } if zh => format!("必须在 {min} 到 {max} 之间"),
        CostErrorKind::OutOfRange { min, max } => format!("must be {min} to {max}"),
        CostErrorKind::TooLarge(limit) => too_large(limit, lang),
        CostErrorKind::Version(v) if zh => format!("不支持版本 {v}（应为 1）"),
        CostErrorKind::Version(v) => format!("version {v} is not 1"),
        CostErrorKind::NeedsRate(c) if zh => {
            format!("换算为 {c} 需要汇率（1 USD 兑换多少 {c}）")
        }
        CostErrorKind::NeedsRate(c) => format!("converting to {c} needs a rate (units per USD)"),
        CostErrorKind::UnknownSize(s) if zh => format!("目录中没有规格{}", quote(s, lang)),
        CostErrorKind::UnknownSize(s) => format!("no size {s:?} in the catalog"),
        CostErrorKind::UnknownRegion(s) if zh => format!("目录中没有区域{}", quote(s, lang)),
        CostErrorKind::UnknownRegion(s) => format!("no region {s:?} in the catalog"),
        CostErrorKind::UnknownDiskFamily(s) => {
            not_one_of(s, &["premium-ssd", "standard-ssd", "standard-hdd", "premium-ssd-v2"], lang)
        }
        CostErrorKind::UnknownDiskTier { family, tier } if zh => {
            format!("{family} 没有层级{}", quote(tier, lang))
        }
        CostErrorKind::UnknownDiskTier { family, tier } => format!("no {family} tier {tier:?}"),
        CostErrorKind::UnknownBlobTier(s) => {
            not_one_of(s, &["hot", "cool", "cold", "archive"], lang)
        }
        CostErrorKind::UnknownSnapshotFamily(s) => {
            not_one_of(s, &["standard-hdd", "standard-ssd", "premium-ssd"], lang)
        }
        CostErrorKind::UnknownRouting(s) => not_one_of(s, &["microsoft", "internet"], lang),
        CostErrorKind::TierOrSize => M::TierOrSize.text(lang).to_owned(),
        CostErrorKind::TierNeeded { family } if zh => {
            format!(
                "数据没有给出 {family} 每个层级的容量：请填写层级（tier），不要填写容量（size_gib）"
            )
        }
        CostErrorKind::TierNeeded { family } => format!(
            "the data does not state the size of every {family} tier: give the tier instead of size_gib"
        ),
        CostErrorKind::DemandLength => M::DemandLength.text(lang).to_owned(),
        CostErrorKind::WallTimeOverflows => M::WallTimeOverflows.text(lang).to_owned(),
        CostErrorKind::WallTimeTooLong => M::WallTimeTooLong.text(lang).to_owned(),
        CostErrorKind::PriceEnded(d) => match lang {
            Lang::En => format!("the snapshot's price ended on {d}; give user_price"),
            Lang::Zh => format!(
                "价格快照中的此价格已于 {}失效；请自行填写价格（user_price）",
                format::date(*d, lang)
            ),
        },
        CostErrorKind::NotInSnapshot(newest) => match (newest, lang) {
            (Some(d), Lang::En) => {
                format!("not in the price snapshot (newest searched: {d}); give user_price")
            }
            (None, Lang::En) => "not in the price snapshot; give user_price".to_owned(),
            (Some(d), Lang::Zh) => format!(
                "价格快照中没有此价格（查找的最新快照：{}）；请自行填写价格（user_price）",
                format::date(*d, lang)
            ),
            (None, Lang::Zh) => "价格快照中没有此价格；请自行填写价格（user_price）".to_owned(),
        },
        CostErrorKind::NotInData(m) if zh => {
            format!("数据中没有{}；请自行填写价格（user_price）", missing_zh(m))
        }
        CostErrorKind::NotInData(m) => {
            format!("{} is not in the data; give user_price", missing(m))
        }
    }
}

/// `"x" is not a, b or c`.
fn not_one_of(s: &str, options: &[&str], lang: Lang) -> String {
    match lang {
        Lang::En => format!("{s:?} is not {}", one_of(options, lang)),
        Lang::Zh => format!("{}不是 {}", quote(s, lang), one_of(options, lang)),
    }
}

fn too_large(limit: &Limit, lang: Lang) -> String {
    match (limit, lang) {
        (Limit::Amount(d), Lang::En) => format!("larger than {d}"),
        (Limit::Figure(x), Lang::En) => format!("larger than {x}"),
        (Limit::UnitsAnHour(n), Lang::En) => format!("larger than {n} units in an hour"),
        (Limit::Decimal, Lang::En) => "larger than what a decimal can price".to_owned(),
        (Limit::LargestTier, Lang::En) => "larger than the largest tier".to_owned(),
        (Limit::Amount(d), Lang::Zh) => format!("不能大于 {d}"),
        (Limit::Figure(x), Lang::Zh) => format!("不能大于 {x}"),
        (Limit::UnitsAnHour(n), Lang::Zh) => format!("不能超过每小时 {n} 个单位"),
        (Limit::Decimal, Lang::Zh) => "数值过大，无法计价".to_owned(),
        (Limit::LargestTier, Lang::Zh) => "超过了最大层级的容量".to_owned(),
    }
}

/// What the data lacks, in English (after it: "is not in the data").
fn missing(m: &Missing) -> String {
    match m {
        Missing::PremiumSsdV2 { region } => format!("Premium SSD v2 in {region}"),
        Missing::Disk { family, tier, region } => format!("{family} {tier} in {region}"),
        Missing::Blob { tier, region } => format!("Blob {tier} in {region}"),
        Missing::Snapshots { family, region } => format!("{family} snapshots in {region}"),
        Missing::Egress { routing, region } => format!("{routing}-routed egress from {region}"),
        Missing::EgressBand { above_gb, table } => {
            format!("the egress band above {} GB for {table}", above_gb.normalize())
        }
        Missing::Transfer { from, to } => {
            format!("transfer from {from} to {to} (only rates within one continent are known)")
        }
    }
}

/// What the data lacks, in Chinese (after 数据中没有), spaced from the 没有 before it.
fn missing_zh(m: &Missing) -> String {
    match m {
        Missing::PremiumSsdV2 { region } => format!(" {region} 的 Premium SSD v2 价格"),
        Missing::Disk { family, tier, region } => format!(" {region} 的 {family} {tier} 价格"),
        Missing::Blob { tier, region } => format!(" {region} 的 Blob {tier} 价格"),
        Missing::Snapshots { family, region } => format!(" {region} 的 {family} 快照价格"),
        Missing::Egress { routing, region } => {
            format!("从 {region} 经 {routing} 路由的出站数据传输价格")
        }
        Missing::EgressBand { above_gb, table } => {
            format!(" {table} 中超过 {} GB 这一档的出站数据传输价格", above_gb.normalize())
        }
        Missing::Transfer { from, to } => {
            format!("从 {from} 到 {to} 的数据传输价格（只有同一大洲内的费率）")
        }
    }
}

/// Where a row of an eviction export is, in Chinese.
fn row_at_zh(at: RowAt) -> String {
    match at.line {
        Some(l) => format!("第 {} 行（文件第 {l} 行）", at.row),
        None => format!("第 {} 行", at.row),
    }
}

/// What a JSON value is, in Chinese.
fn json_kind_zh(k: JsonKind) -> &'static str {
    match k {
        JsonKind::Null => " null",
        JsonKind::Bool => "布尔值",
        JsonKind::Number => "数字",
        JsonKind::Text => "文本",
        JsonKind::Array => "数组",
        JsonKind::Object => "对象",
    }
}

/// Why the Spot calculator's eviction export could not be read.
pub fn eviction(e: &EvictionError, lang: Lang) -> String {
    if lang == Lang::En {
        return eviction_en(e);
    }
    let filter = "（请在查询中只筛选你的区域或规格）";
    match e {
        EvictionError::Empty => M::ExportEmpty.text(lang).to_owned(),
        EvictionError::TooLarge { bytes, max } => format!(
            "导出文件有 {} 字节，最多只读取 {} 字节{filter}",
            format::count(u64::try_from(*bytes).unwrap_or(u64::MAX)),
            format::count(u64::try_from(*max).unwrap_or(u64::MAX))
        ),
        EvictionError::TooManyRows { max } => {
            format!(
                "导出文件超过 {} 行{filter}",
                format::count(u64::try_from(*max).unwrap_or(u64::MAX))
            )
        }
        EvictionError::Binary { at } => {
            format!("导出文件含有二进制数据（第 {at} 字节为 NUL）；请选择 JSON 或 CSV 文件")
        }
        EvictionError::NotUtf8 { at } => format!("导出文件不是 UTF-8 文本（第 {at} 字节无效）"),
        EvictionError::Json { line, column } => {
            format!("JSON 在第 {line} 行第 {column} 列无法解析")
        }
        EvictionError::Shape { found } => {
            let found = match found {
                Shape::Value(k) => json_kind_zh(*k).to_owned(),
                Shape::NoData => "一个不含 \"data\" 的对象".to_owned(),
                Shape::DataIsTable => {
                    "一个 \"data\" 为表格的对象（请使用 resultFormat objectArray）".to_owned()
                }
                Shape::DataNotArray => "一个 \"data\" 不是数组的对象".to_owned(),
            };
            format!("JSON 是{found}；应为由行组成的数组，或含有 \"data\" 数组的对象")
        }
        EvictionError::Csv { line, reason } => {
            let reason = match reason {
                CsvReason::NotUtf8 => "不是 UTF-8 文本",
                CsvReason::Malformed => "记录格式有误",
            };
            format!("CSV 在第 {line} 行无法解析：{reason}")
        }
        EvictionError::MissingColumn { field, found } => {
            format!("CSV 表头中没有 {field} 列（找到的是：{found}）")
        }
        EvictionError::NotARow { at, found } => format!(
            "{}：是{}，而不是包含 skuName、location 和 spotEvictionRate 的行",
            row_at_zh(*at),
            json_kind_zh(*found)
        ),
        EvictionError::Missing { at, field } => format!("{}：{field} 缺失或为空", row_at_zh(*at)),
        EvictionError::NotText { at, field, found } => {
            format!("{}：{field} 是{}，而不是文本", row_at_zh(*at), json_kind_zh(*found))
        }
        EvictionError::BadName { at, field, value } => format!(
            "{}：{field} {}不是有效的名称（太长，或含有控制字符）",
            row_at_zh(*at),
            quote(value, lang)
        ),
        EvictionError::UnknownBand { at, value } => format!(
            "{}：spotEvictionRate {}不是 0-5、5-10、10-15、15-20、20+ 之一",
            row_at_zh(*at),
            quote(value, lang)
        ),
        EvictionError::Conflict { at, sku, location, first, first_row } => format!(
            "{}：{sku} 在 {location} 的逐出率区间已在第 {first_row} 行给出（{first}）",
            row_at_zh(*at)
        ),
        EvictionError::NoRows => M::ExportNoRows.text(lang).to_owned(),
    }
}

fn eviction_en(e: &EvictionError) -> String {
    let filter = "(filter the query to your regions or sizes)";
    match e {
        EvictionError::Empty => M::ExportEmpty.text(Lang::En).to_owned(),
        EvictionError::TooLarge { bytes, max } => {
            format!("the export is {bytes} bytes; at most {max} are read {filter}")
        }
        EvictionError::TooManyRows { max } => {
            format!("the export has more than {max} rows {filter}")
        }
        EvictionError::Binary { at } => format!(
            "the export holds binary data (a NUL byte at byte {at}); choose the JSON or CSV file"
        ),
        EvictionError::NotUtf8 { at } => {
            format!("the export is not UTF-8 text (invalid byte at {at})")
        }
        EvictionError::Json { line, column } => {
            format!("the JSON does not parse at line {line}, column {column}")
        }
        EvictionError::Shape { found } => {
            let found = match found {
                Shape::Value(k) => json_kind_en(*k).to_owned(),
                Shape::NoData => "an object without \"data\"".to_owned(),
                Shape::DataIsTable => {
                    "an object whose \"data\" is a table (use resultFormat objectArray)".to_owned()
                }
                Shape::DataNotArray => "an object whose \"data\" is not an array".to_owned(),
            };
            format!(
                "the JSON is {found}; expected an array of rows or an object with a \"data\" array"
            )
        }
        EvictionError::Csv { line, reason } => {
            let reason = match reason {
                CsvReason::NotUtf8 => "not UTF-8 text",
                CsvReason::Malformed => "malformed record",
            };
            format!("the CSV does not parse at line {line}: {reason}")
        }
        EvictionError::MissingColumn { field, found } => {
            format!("the CSV header has no {field} column (found: {found})")
        }
        EvictionError::NotARow { at, found } => format!(
            "{at}: is {}, not a row with skuName, location and spotEvictionRate",
            json_kind_en(*found)
        ),
        EvictionError::Missing { at, field } => format!("{at}: {field} is missing or empty"),
        EvictionError::NotText { at, field, found } => {
            format!("{at}: {field} is {}, not text", json_kind_en(*found))
        }
        EvictionError::BadName { at, field, value } => {
            format!("{at}: {field} {value:?} is not a name (too long, or control characters)")
        }
        EvictionError::UnknownBand { at, value } => {
            format!("{at}: spotEvictionRate {value:?} is not one of 0-5, 5-10, 10-15, 15-20, 20+")
        }
        EvictionError::Conflict { at, sku, location, first, first_row } => {
            format!("{at}: {sku} in {location} was already given band {first} at row {first_row}")
        }
        EvictionError::NoRows => M::ExportNoRows.text(Lang::En).to_owned(),
    }
}

fn json_kind_en(k: JsonKind) -> &'static str {
    match k {
        JsonKind::Null => "null",
        JsonKind::Bool => "a true/false value",
        JsonKind::Number => "a number",
        JsonKind::Text => "text",
        JsonKind::Array => "an array",
        JsonKind::Object => "an object",
    }
}

/// What reading a calculator's state changed. `label` gives the label of a field by its key,
/// in the reader's language (a notice about a field names it by its label).
pub fn notice<'a>(n: &Notice, lang: Lang, label: impl Fn(&str) -> Option<&'a str>) -> String {
    match n {
        Notice::Cut { field } => {
            let label = label(field).unwrap_or(M::AField.text(lang));
            let max = gpuplan_core::calc::MAX_VALUE_CHARS;
            match lang {
                Lang::En => {
                    format!("{label}: the value was longer than {max} characters and was cut")
                }
                Lang::Zh => format!("{label}：值超过 {max} 个字符，已截断"),
            }
        }
        Notice::UnknownField { key } => match lang {
            Lang::En => format!("“{key}” is not a field of this calculator and was ignored"),
            Lang::Zh => format!("“{key}”不是此计算器的字段，已忽略"),
        },
    }
}

/// A notice about the saved state: `Saved state: … .`
pub fn from_saved_state(notice: &str, lang: Lang) -> String {
    prefixed(M::SavedState, notice, lang)
}

/// A notice about the address: `Address: … .`
pub fn from_address(notice: &str, lang: Lang) -> String {
    prefixed(M::Address, notice, lang)
}

fn prefixed(prefix: ProblemMsg, notice: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{}: {notice}.", prefix.text(lang)),
        Lang::Zh => format!("{}：{notice}。", prefix.text(lang)),
    }
}

/// Why a catalog address parameter was ignored (after the parameter's name).
pub fn catalog_notice(k: &NoticeKind, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    let q = |s: &str| quote(s, lang);
    match k {
        NoticeKind::QueryTooLong(n) if zh => format!("超过 {n} 个字符；已显示默认设置"),
        NoticeKind::QueryTooLong(n) => format!("longer than {n} characters; defaults shown"),
        NoticeKind::NotPercentEncoded => M::NotPercentEncoded.text(lang).to_owned(),
        NoticeKind::NoAccelerator(v) if zh => format!("{}不是任何加速器的名称", q(v)),
        NoticeKind::NoAccelerator(v) => format!("{v:?} names no accelerator"),
        NoticeKind::NotGb(v, max) if zh => format!("{}不是 0 到 {max} 之间的 GB 数", q(v)),
        NoticeKind::NotGb(v, max) => format!("{v:?} is not a number of GB from 0 to {max}"),
        NoticeKind::NotGpuCount(v, max) if zh => {
            format!("{}不是 0 到 {max} 之间的 GPU 数量", q(v))
        }
        NoticeKind::NotGpuCount(v, max) => format!("{v:?} is not a GPU count from 0 to {max}"),
        NoticeKind::NotOneOf(v, options) => not_one_of(v, options, lang),
        NoticeKind::UnknownRegion(v) if zh => format!("{}不是目录中的区域", q(v)),
        NoticeKind::UnknownRegion(v) => format!("{v:?} is not a region in the catalog"),
        NoticeKind::NotAColumn(v) if zh => format!("{}不是表格中的列", q(v)),
        NoticeKind::NotAColumn(v) => format!("{v:?} is not a column"),
        NoticeKind::UnknownSize(v) if zh => format!("{}不是目录中的规格", q(v)),
        NoticeKind::UnknownSize(v) => format!("{v:?} is not a size in the catalog"),
        NoticeKind::TooManyToCompare(n) if zh => format!("最多只能比较 {n} 个规格"),
        NoticeKind::TooManyToCompare(n) => format!("at most {n} sizes are compared"),
        NoticeKind::UnknownParameter => M::UnknownParameter.text(lang).to_owned(),
    }
}

/// A form's field errors on one line: `months: is needed; lines[0].count: …`, or in Chinese
/// `months：必须填写；lines[0].count：…`.
pub fn field_problems(errors: &[FieldError], lang: Lang) -> String {
    let sep = match lang {
        Lang::En => "; ",
        Lang::Zh => "；",
    };
    errors
        .iter()
        .map(|e| format!("{}{}{}", e.field, colon(lang), problem(&e.problem, lang)))
        .collect::<Vec<_>>()
        .join(sep)
}

#[cfg(test)]
mod tests;
