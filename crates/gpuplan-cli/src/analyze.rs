//! `gpuplan analyze break-even | spot | fleet | buy | governance`: the cost analyses with
//! named flags, or their fields as a JSON object (`--json-file FILE`, or `-` for stdin).
//!
//! A friendly front end, not a second implementation: the fields become the web calculator's
//! `key = value` state and run through [`crate::calc::run`], the path `gpuplan calc` takes, so
//! the core's calculator computes them and `gpuplan_i18n::calc`'s `*_figures` words them, as on
//! the page. A field neither the flags nor the JSON give keeps the calculator's default
//! (`gpuplan calc NAME --fields` lists them); a flag wins over the same field in the JSON.

use std::io::Write;

use anyhow::anyhow;
use gpuplan_core::calc::Kind;
use gpuplan_i18n::Lang;
use gpuplan_i18n::cli as words;

/// Options every analysis takes.
#[derive(clap::Args)]
pub(crate) struct Common {
    /// The fields as a JSON object, keys as `gpuplan calc NAME --fields` lists them
    /// (`{"size": "Standard_NC40ads_H100_v5", "months": 24}`); `-` reads stdin. A number is read
    /// as the flag would read its text: `"idle": 25` is 25 %.
    #[arg(long, value_name = "FILE")]
    json_file: Option<String>,
    /// Print the core's whole result as JSON instead of the figures.
    #[arg(long)]
    json: bool,
}

/// `gpuplan analyze`'s analyses.
#[derive(clap::Subcommand)]
pub(crate) enum Analysis {
    /// When a savings plan or reservation beats pay-as-you-go, by utilisation and by months.
    BreakEven {
        /// The ARM size name.
        #[arg(long)]
        size: Option<String>,
        /// The region.
        #[arg(long)]
        region: Option<String>,
        /// Months to chart, 1 to 120.
        #[arg(long)]
        months: Option<String>,
        #[command(flatten)]
        common: Common,
    },
    /// What Spot costs once evictions, checkpoints and restarts are counted (with your own
    /// eviction-rate export: `gpuplan spot --evictions FILE`).
    Spot {
        /// The ARM size name.
        #[arg(long)]
        size: Option<String>,
        /// The region.
        #[arg(long)]
        region: Option<String>,
        /// GPU-hours of work without interruptions: 4000, 4k.
        #[arg(long)]
        work: Option<String>,
        /// VMs in the job; an eviction of any one stops it.
        #[arg(long)]
        vms: Option<String>,
        /// Evictions per VM per hour: 5%.
        #[arg(long)]
        eviction_rate: Option<String>,
        /// Time to write a checkpoint: 10min, 0.2h.
        #[arg(long)]
        checkpoint: Option<String>,
        /// Time to restart after an eviction: 15min.
        #[arg(long)]
        restart: Option<String>,
        #[command(flatten)]
        common: Common,
    },
    /// A daily demand split between a reserved base, Spot and pay-as-you-go.
    Fleet {
        /// The ARM size name.
        #[arg(long)]
        size: Option<String>,
        /// The region.
        #[arg(long)]
        region: Option<String>,
        /// VMs needed in each hour of a day, 1 to 24 values: 2,2,4,8,8,4.
        #[arg(long)]
        profile: Option<String>,
        /// Share of the hours above the reserved base on Spot: 50%.
        #[arg(long)]
        spot_share: Option<String>,
        #[command(flatten)]
        common: Common,
    },
    /// Owning the GPUs against renting them: cumulative cost and the month buying pays back.
    Buy {
        /// The ARM size name to rent.
        #[arg(long)]
        size: Option<String>,
        /// The region.
        #[arg(long)]
        region: Option<String>,
        /// Hardware price, USD; the catalog's street price for the GPUs when absent.
        #[arg(long)]
        hardware: Option<String>,
        /// Server and network on top of the GPUs, USD.
        #[arg(long)]
        overhead: Option<String>,
        /// Power draw, watts; the GPUs' TDP when absent.
        #[arg(long)]
        power: Option<String>,
        /// Facility power ÷ IT power, 1.0 to 5.0.
        #[arg(long)]
        pue: Option<String>,
        /// Your electricity price, USD per kWh (gpuplan has no source for it).
        #[arg(long)]
        kwh: Option<String>,
        /// Hosting per month, USD: rack, staff, support.
        #[arg(long)]
        hosting: Option<String>,
        /// Depreciation, years, 1 to 20.
        #[arg(long)]
        years: Option<String>,
        /// Share of hours the hardware works: 60%.
        #[arg(long)]
        utilisation: Option<String>,
        #[command(flatten)]
        common: Common,
    },
    /// What auto-shutdown, storage tiering and snapshot clean-up save a month.
    Governance {
        /// The region whose storage prices are used.
        #[arg(long)]
        region: Option<String>,
        /// Your compute bill per month, USD.
        #[arg(long)]
        compute: Option<String>,
        /// Share of compute hours auto-shutdown would remove: 20%.
        #[arg(long)]
        idle: Option<String>,
        /// GB of data to move to the Cool tier: 50k.
        #[arg(long)]
        tier_gb: Option<String>,
        /// GB of snapshots to delete.
        #[arg(long)]
        snapshot_gb: Option<String>,
        #[command(flatten)]
        common: Common,
    },
}

/// The calculator, the fields the flags give (by the calculator's keys) and the common options.
fn fields(a: &Analysis) -> (Kind, Vec<(&'static str, Option<&String>)>, &Common) {
    match a {
        Analysis::BreakEven { size, region, months, common } => (
            Kind::BreakEven,
            vec![("size", size.as_ref()), ("region", region.as_ref()), ("months", months.as_ref())],
            common,
        ),
        Analysis::Spot { size, region, work, vms, eviction_rate, checkpoint, restart, common } => (
            Kind::Spot,
            vec![
                ("size", size.as_ref()),
                ("region", region.as_ref()),
                ("work", work.as_ref()),
                ("vms", vms.as_ref()),
                ("eviction_rate", eviction_rate.as_ref()),
                ("checkpoint", checkpoint.as_ref()),
                ("restart", restart.as_ref()),
            ],
            common,
        ),
        Analysis::Fleet { size, region, profile, spot_share, common } => (
            Kind::MixedFleet,
            vec![
                ("size", size.as_ref()),
                ("region", region.as_ref()),
                ("profile", profile.as_ref()),
                ("spot_share", spot_share.as_ref()),
            ],
            common,
        ),
        Analysis::Buy {
            size,
            region,
            hardware,
            overhead,
            power,
            pue,
            kwh,
            hosting,
            years,
            utilisation,
            common,
        } => (
            Kind::BuyOrRent,
            vec![
                ("size", size.as_ref()),
                ("region", region.as_ref()),
                ("hardware", hardware.as_ref()),
                ("overhead", overhead.as_ref()),
                ("power", power.as_ref()),
                ("pue", pue.as_ref()),
                ("kwh", kwh.as_ref()),
                ("hosting", hosting.as_ref()),
                ("years", years.as_ref()),
                ("utilisation", utilisation.as_ref()),
            ],
            common,
        ),
        Analysis::Governance { region, compute, idle, tier_gb, snapshot_gb, common } => (
            Kind::Governance,
            vec![
                ("region", region.as_ref()),
                ("compute", compute.as_ref()),
                ("idle", idle.as_ref()),
                ("tier_gb", tier_gb.as_ref()),
                ("snapshot_gb", snapshot_gb.as_ref()),
            ],
            common,
        ),
    }
}

/// The JSON object's fields as `(key, text)`: a string as it is, a number or true/false as its
/// JSON text; a key with `-` read as the calculator's `_`. Anything else names the key.
fn json_pairs(text: &str, path: &str, lang: Lang) -> anyhow::Result<Vec<(String, String)>> {
    let bad = |m: &str| anyhow!("{}", words::flag_error("--json-file", m, lang));
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| bad(&format!("{path}: {}", words::not_json(&e.to_string(), lang))))?;
    let serde_json::Value::Object(map) = value else {
        return Err(bad(&format!("{path}: {}", words::CliMsg::NotAnObject.text(lang))));
    };
    map.into_iter()
        .map(|(k, v)| {
            let key = k.replace('-', "_");
            let text = match v {
                serde_json::Value::String(s) => s,
                serde_json::Value::Number(n) => n.to_string(),
                serde_json::Value::Bool(b) => b.to_string(),
                _ => return Err(bad(&format!("{k}: {}", words::CliMsg::NotAValue.text(lang)))),
            };
            Ok((key, text))
        })
        .collect()
}

pub(crate) fn analyze(a: &Analysis, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    let (kind, flags, common) = fields(a);
    let mut given = match &common.json_file {
        Some(path) => json_pairs(&crate::read_input(path, lang)?, path, lang)?,
        None => Vec::new(),
    };
    // Flags after the JSON: a flag wins.
    given.extend(flags.into_iter().filter_map(|(k, v)| Some((k.to_owned(), v?.clone()))));
    crate::calc::run(kind, &given, common.json, lang, out)
}
