//! `gpuplan analyze break-even | spot | fleet | buy | governance`: the cost analyses with
//! named flags, or their fields as a JSON object (`--json-file FILE`, or `-` for stdin).
//!
//! A friendly front end, not a second implementation: each analysis's flags are its calculator's
//! fields, built from the core's declaration as `gpuplan calc`'s are; the fields become the web
//! calculator's `key = value` state and run through [`crate::calc::run`], the path `gpuplan
//! calc` takes, so the core's calculator computes them and `gpuplan_i18n::calc::figures` words
//! them, as on the page. A field neither the flags nor the JSON give keeps the calculator's default
//! (`gpuplan calc NAME --fields` lists them); a flag wins over the same field in the JSON.

use std::io::Write;

use anyhow::anyhow;
use clap::{Arg, ArgMatches, Command};
use gpuplan_core::calc::Kind;
use gpuplan_i18n::Lang;
use gpuplan_i18n::cli as words;

/// The analyses: the calculators `gpuplan analyze` offers, in its order.
const ANALYSES: [Kind; 5] =
    [Kind::BreakEven, Kind::Spot, Kind::MixedFleet, Kind::BuyOrRent, Kind::Governance];

/// The name `gpuplan analyze` gives a calculator: its own, shorter for two of them.
fn analysis_name(kind: Kind) -> &'static str {
    match kind {
        Kind::MixedFleet => "fleet",
        Kind::BuyOrRent => "buy",
        _ => kind.name(),
    }
}

/// The analysis named `name`.
fn analysis(name: &str) -> Option<Kind> {
    ANALYSES.into_iter().find(|k| analysis_name(*k) == name)
}

/// `gpuplan analyze`'s analysis: the calculator, the fields its flags gave and the options
/// every analysis takes. Each analysis's flags are built from its calculator's declaration
/// ([`crate::calc::fields_command`]), as `gpuplan calc`'s are.
pub(crate) struct Analysis {
    /// The calculator.
    kind: Kind,
    /// The fields the flags gave, by the calculator's keys.
    flags: Vec<(String, String)>,
    /// The fields as a JSON object, from a file or `-` for stdin.
    json_file: Option<String>,
    /// Print the core's whole result as JSON instead of the figures.
    json: bool,
}

impl clap::Subcommand for Analysis {
    fn augment_subcommands(cmd: Command) -> Command {
        let lang = crate::help::help_lang();
        ANALYSES.into_iter().fold(cmd, |cmd, kind| {
            let name = analysis_name(kind);
            let json_file = Arg::new("json_file")
                .long("json-file")
                .value_name("FILE")
                .help(words::CliMsg::AnalyzeJsonFileHelp.text(lang));
            cmd.subcommand(crate::calc::fields_command(name, kind, lang).arg(json_file))
        })
    }

    fn augment_subcommands_for_update(cmd: Command) -> Command {
        Self::augment_subcommands(cmd)
    }

    fn has_subcommand(name: &str) -> bool {
        analysis(name).is_some()
    }
}

impl clap::FromArgMatches for Analysis {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let Some((name, sub)) = m.subcommand() else {
            return Err(clap::Error::new(clap::error::ErrorKind::MissingSubcommand));
        };
        let Some(kind) = analysis(name) else {
            return Err(clap::Error::new(clap::error::ErrorKind::InvalidSubcommand));
        };
        Ok(Analysis {
            kind,
            flags: crate::calc::given_flags(kind, sub),
            json_file: sub.get_one::<String>("json_file").cloned(),
            json: sub.get_flag("json"),
        })
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
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
    let mut given = match &a.json_file {
        Some(path) => json_pairs(&crate::read_input(path, lang)?, path, lang)?,
        None => Vec::new(),
    };
    // Flags after the JSON: a flag wins.
    given.extend(a.flags.iter().cloned());
    crate::calc::run(a.kind, &given, a.json, lang, out)
}
