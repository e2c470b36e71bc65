//! `--lang en-XA` (feature `pseudo`): every command's text output and errors in the
//! pseudo-locale, with no plain English word left outside names, units and codes
//! ([`gpuplan_i18n::figures::unlocalized`]). A plain word is one that bypassed the message
//! files: this is how the CLI is shown to word everything through them.

use gpuplan_core::calc::Kind;
use gpuplan_core::dataset;

use super::{EVICTIONS_JSON, gpuplan, temp_file};

const ESTIMATE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/examples/estimate.json");
const CHAPTER: &str =
    concat!(env!("CARGO_MANIFEST_DIR"), "/../../content/guide/en/01-why-gpu-cloud.md");

/// What the output names as it is: the catalog's sizes, series, regions and GPUs, models, the
/// sources' repositories and cited works' titles, and `data` (what the reader gave); the
/// longest first.
fn names(data: &[&str]) -> Vec<String> {
    let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
    let mut out: Vec<String> = gpuplan_i18n::figures::data_names(&d)
        .into_iter()
        // The calculators' keys and choices, which `calc --fields` lists as the reader types them.
        .chain(Kind::ALL.iter().flat_map(|k| k.spec().fields).flat_map(|f| {
            let choices = match f.input {
                gpuplan_core::calc::Input::Choice(values) => values,
                _ => &[],
            };
            std::iter::once(f.key).chain(choices.iter().copied()).map(str::to_owned)
        }))
        // The guide's paths the recommendation links to.
        .chain(
            ["task", "budget", "data-network", "ecosystem"]
                .map(|a| format!("guide/en-XA/decision-tree#{a}")),
        )
        // Units with a slash.
        .chain(["token/s", "MB/s", "GB/s", "TFLOP/s"].map(str::to_owned))
        .chain(data.iter().map(|s| (*s).to_owned()))
        .collect();
    out.sort_by_key(|n| std::cmp::Reverse(n.len()));
    out
}

/// Words kept besides [`gpuplan_i18n::figures::LATIN_KEPT`]: names of operating systems
/// ([`gpuplan_i18n::catalog::os`]) and of optimisers.
const KEPT_HERE: &[&str] = &["Linux", "Windows", "AdamW", "Adam", "SGD"];

/// Runs `args` in the pseudo-locale and returns what it wrote (stdout, then stderr), failing on
/// any plain word; `ok` is whether the command should succeed.
fn pseudo(args: &[&str], data: &[&str], ok: bool) -> String {
    let what = args.join(" ");
    let out = gpuplan(&[args, &["--lang", "en-XA"]].concat());
    let (stdout, stderr) =
        (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.status.success(), ok, "{what}:\n{stdout}\n{stderr}");
    let text = format!("{stdout}\n{stderr}");
    assert!(text.contains('[') && text.contains(']'), "{what}: nothing in brackets:\n{text}");
    let kept: Vec<&str> =
        gpuplan_i18n::figures::LATIN_KEPT.iter().chain(KEPT_HERE).copied().collect();
    let bad = gpuplan_i18n::figures::unlocalized(&text, &names(data), &kept);
    assert!(bad.is_empty(), "{what}: plain words {bad:?}:\n{text}");
    text
}

const TODAY: &[&str] = &["--today", "2026-11-29"];

#[test]
fn catalog_and_price_are_pseudo_localized() {
    pseudo(
        &[&["catalog", "--gpu", "h100", "--region", "westeurope"][..], TODAY].concat(),
        &[],
        true,
    );
    pseudo(&[&["catalog", "--all"][..], TODAY].concat(), &[], true);
    for model in ["payg", "reservation-1y", "savings-plan-3y", "spot"] {
        let args = ["price", "Standard_ND96isr_H100_v5", "--region", "eastus", "--model", model];
        pseudo(&args, &[], true);
    }
    pseudo(&["price", "Standard_NC6s_v3", "--region", "westeurope"], &[], true);
    pseudo(&["price", "Standard_Nothing", "--region", "eastus"], &["Standard_Nothing"], false);
}

#[test]
fn estimate_recommend_size_and_check_are_pseudo_localized() {
    // The example's disk tier is its own data.
    pseudo(&["estimate", ESTIMATE], &["P30"], true);
    let training = ["--params", "70B", "--tokens", "2T", "--days", "60", "--region", "westeurope"];
    pseudo(&[&["recommend"][..], &training, TODAY].concat(), &[], true);
    let inference = ["--task", "inference", "--params", "8B", "--concurrent", "16"];
    pseudo(&[&["recommend"][..], &inference, TODAY].concat(), &[], true);
    pseudo(&["size", "--params", "7B", "--tokens", "1T"], &[], true);
    pseudo(&["size", "--task", "inference", "--params", "8B"], &[], true);
    // The outline is the chapter's own text, which names no language; the label is ours.
    let out = gpuplan(&["check", CHAPTER, "--lang", "en-XA"]);
    let first = String::from_utf8_lossy(&out.stdout).lines().next().unwrap_or_default().to_owned();
    let title = first.split_once(']').map_or("", |(label, _)| label);
    assert!(!title.is_empty(), "{first}");
    assert!(gpuplan_i18n::figures::unlocalized(title, &[], &[]).is_empty(), "{first}");
    let md = temp_file("pseudo-check.md", b"# T\n\n## A\n\n## A\n\n<b>x</b>\n");
    let md = md.to_string_lossy().into_owned();
    pseudo(&["check", &md], &[&md, "#a", "<b>", "</b>", "T", "A"], false);
}

#[test]
fn spot_and_every_calculator_and_analysis_are_pseudo_localized() {
    pseudo(&["spot", "Standard_ND96isr_H100_v5", "--region", "westeurope"], &[], true);
    let json = temp_file("pseudo-evictions.json", EVICTIONS_JSON.as_bytes());
    let path = json.to_string_lossy().into_owned();
    let data = [path.as_str(), "standard_nd96isr_h100_v5"];
    let args = ["spot", "Standard_ND96isr_H100_v5", "--region", "westeurope", "--evictions", &path];
    pseudo(&args, &data, true);
    let args = ["spot", "Standard_NC40ads_H100_v5", "--region", "westeurope", "--evictions", &path];
    pseudo(&args, &data, true);
    for kind in Kind::ALL {
        let filled: &[&str] = match kind {
            Kind::Governance => &["compute=20000", "tier_gb=50k", "snapshot_gb=2000"],
            Kind::BuyOrRent => &["kwh=0.12"],
            _ => &[],
        };
        pseudo(&[&["calc", kind.name()][..], filled].concat(), &[], true);
        pseudo(&["calc", kind.name(), "--fields"], &[], true);
    }
    pseudo(&["calc", "spot", "work=lots"], &["lots"], false);
    for args in [
        &["analyze", "break-even", "--size", "Standard_NC40ads_H100_v5"][..],
        &["analyze", "spot", "--work", "8k"],
        &["analyze", "fleet", "--profile", "2,2,4,8"],
        &["analyze", "buy", "--kwh", "0.12"],
        &["analyze", "governance", "--compute", "20000"],
    ] {
        pseudo(args, &[], true);
    }
}

/// The values flags take, as the reader types them, that `--help` shows as defaults and
/// possible values (the calculators' are in [`names`]).
const FLAG_VALUES: &[&str] = &[
    "en",
    "linux",
    "high",
    "low",
    "training",
    "fine-tuning",
    "inference",
    "cv-training",
    "none",
    "fsdp",
    "on",
    "off",
    "adamw",
    "sgd",
    "full",
    "lora",
    "qlora",
];

/// The commands under `gpuplan`, and under `gpuplan analyze` (`gpuplan calc`'s are
/// [`Kind::name`]).
const COMMANDS: &[&str] =
    &["catalog", "price", "estimate", "recommend", "size", "spot", "check", "calc", "analyze"];
const ANALYSES: &[&str] = &["break-even", "spot", "fleet", "buy", "governance"];

/// What `--help` names as it is: the flags in its list of options (`-h, --help`,
/// `--region <REGION>`), the commands (and `help`), and [`FLAG_VALUES`].
fn help_names(text: &str) -> Vec<String> {
    let flags = text
        .lines()
        .map(str::trim_start)
        .filter(|l| l.starts_with('-'))
        .filter_map(|l| l.split("  ").next())
        .flat_map(|spec| spec.split([' ', ',']))
        .filter(|piece| piece.starts_with('-'))
        .map(str::to_owned);
    let commands = Kind::ALL.iter().map(|k| k.name()).chain(COMMANDS.iter().copied());
    let words = commands.chain(ANALYSES.iter().copied()).chain(FLAG_VALUES.iter().copied());
    let words = words.chain(["gpuplan", "help"]).map(str::to_owned);
    flags.chain(words).collect()
}

/// `--help` and `-h` of `path` in the pseudo-locale: every word through the messages, clap's
/// own (the usage line, the headings, defaults and possible values, `--help`) included.
fn help_pseudo(path: &[&str]) {
    for flag in ["--help", "-h"] {
        let args = [path, &[flag]].concat();
        let out = gpuplan(&[&args[..], &["--lang", "en-XA"]].concat());
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let names = help_names(&text);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        pseudo(&args, &names, true);
    }
}

#[test]
fn every_commands_help_is_pseudo_localized() {
    help_pseudo(&[]);
    for command in COMMANDS {
        help_pseudo(&[command]);
    }
    for kind in Kind::ALL {
        help_pseudo(&["calc", kind.name()]);
    }
    for analysis in ANALYSES {
        help_pseudo(&["analyze", analysis]);
    }
}
