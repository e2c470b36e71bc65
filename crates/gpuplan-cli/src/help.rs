//! `--help` in `--lang`'s language: every command's summary and every argument's help from
//! `help.ftl` ([`gpuplan_i18n::help`]), found by an id derived from where it sits in the command
//! tree, and the words clap would write itself (the usage line, the sections' headings, a
//! flag's default and possible values, `--help`, `--version` and the `help` subcommand) from
//! the same file. The `///` comments of the argument structs are for developers only.
//!
//! The calculators' subcommands (`gpuplan calc NAME`, `gpuplan analyze NAME`) are worded as
//! they are built ([`crate::calc::fields_command`]); here they get the rest: their defaults,
//! possible values, headings and help flag.

use clap::builder::StyledStr;
use clap::{Arg, ArgAction, Command};
use gpuplan_i18n::Lang;
use gpuplan_i18n::help::{
    HelpDefault, HelpJoined, HelpMsg, HelpPossibleValuesLine, HelpUsageLine, HelpValueLine,
};

/// The language the help is written in: `--lang` as given on the command line (before clap
/// reads it, since the help is built first), else English.
pub(crate) fn help_lang() -> Lang {
    #[cfg(test)]
    if let Some(lang) = tests::LANG.with(std::cell::Cell::get) {
        return lang;
    }
    let args: Vec<String> = std::env::args().collect();
    let given = args.iter().enumerate().find_map(|(i, a)| match a.strip_prefix("--lang") {
        Some("") => args.get(i + 1).cloned(),
        Some(rest) => rest.strip_prefix('=').map(str::to_owned),
        None => None,
    });
    given.and_then(|l| crate::parse_lang(&l).ok()).unwrap_or(Lang::En)
}

/// Commands that take another's arguments and share its messages: `size` takes `recommend`'s
/// workload flags.
const SAME_ARGS: [(&str, &str); 1] = [("size", "recommend")];

/// `cmd`, the whole tree, built and worded in `lang`; `ids` collects every message id looked up.
pub(crate) fn worded(cmd: Command, lang: Lang, ids: &mut Vec<String>) -> Command {
    let mut cmd = word_tree(cmd, "", lang, ids);
    // Clap adds `--help`, `--version`, the `help` subcommand and the global flags to each
    // subcommand as it builds the tree; they are worded after.
    cmd.build();
    word_built(cmd, "", lang, ids)
}

/// The message named `id`, noting that it was looked up.
fn message(id: String, ids: &mut Vec<String>) -> Option<HelpMsg> {
    let found = HelpMsg::from_id(&id);
    ids.push(id);
    found
}

/// The id of the command at `path` (`analyze-spot`; the top command's is `gpuplan`).
fn command_id(path: &str) -> &str {
    if path.is_empty() { "gpuplan" } else { path }
}

/// The path of `parent`'s subcommand `name`.
fn sub_path(parent: &str, name: &str) -> String {
    if parent.is_empty() { name.to_owned() } else { format!("{parent}-{name}") }
}

/// The id of an argument of the command at `path`: the command's id, `--` and the flag's long
/// name (`catalog--min-vram`), or a positional argument's name (`spot--size`).
fn arg_id(path: &str, arg: &Arg) -> String {
    let path = SAME_ARGS.iter().find(|(p, _)| *p == path).map_or(path, |(_, same)| same);
    let name =
        arg.get_long().map_or_else(|| arg.get_id().as_str().replace('_', "-"), str::to_owned);
    format!("{}--{name}", command_id(path))
}

/// The summaries and arguments' help the derive wrote from the doc comments, replaced by the
/// messages, before clap builds the tree (so what it copies, such as the global `--lang` into
/// each subcommand, is worded).
fn word_tree(cmd: Command, path: &str, lang: Lang, ids: &mut Vec<String>) -> Command {
    let cmd = match message(command_id(path).to_owned(), ids) {
        Some(m) => cmd.about(m.text(lang)),
        None => cmd,
    };
    cmd.mut_args(|arg| {
        if arg.is_hide_set() {
            return arg;
        }
        match message(arg_id(path, &arg), ids) {
            Some(m) => arg.help(m.text(lang)),
            None => arg,
        }
    })
    .mut_subcommands(|sub| {
        let path = sub_path(path, sub.get_name());
        word_tree(sub, &path, lang, ids)
    })
}

/// What clap added as it built the tree, worded: the help and version flags, the `help`
/// subcommand, each argument's default and possible values, and the page's headings.
fn word_built(cmd: Command, path: &str, lang: Lang, ids: &mut Vec<String>) -> Command {
    // Clap gives `-h` a pointer to `--help` when the long help says more.
    let long = cmd.get_arguments().any(|a| a.get_id() == "help" && a.get_long_help().is_some());
    let mut text = |id: &str| message(id.to_owned(), ids).map(|m| m.text(lang));
    let cmd = match (cmd.get_name() == "help" && !path.is_empty(), text("help-command")) {
        (true, Some(about)) => cmd.about(about),
        _ => cmd,
    };
    let template = template(&cmd, lang, ids);
    cmd.help_template(template)
        .mut_args(|arg| word_arg(arg, path, long, lang, ids))
        .mut_subcommands(|sub| {
            let path = sub_path(path, sub.get_name());
            word_built(sub, &path, lang, ids)
        })
}

/// An argument with clap's own words replaced: `--help` and `--version`, and the default and
/// possible values it shows after its help.
fn word_arg(arg: Arg, path: &str, long: bool, lang: Lang, ids: &mut Vec<String>) -> Arg {
    let mut text = |id: &str| message(id.to_owned(), ids).map_or("", |m| m.text(lang));
    let action = arg.get_action().clone();
    match action {
        ArgAction::Help if long => {
            return arg.help(text("help-flag-more")).long_help(text("help-flag-summary"));
        }
        ArgAction::Help => return arg.help(text("help-flag")),
        ArgAction::Version => return arg.help(text("version-flag")),
        _ => {}
    }
    if arg.is_hide_set() {
        return arg;
    }
    let mut specs = Vec::new();
    let defaults: Vec<String> =
        arg.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect();
    if arg.get_action().takes_values() && !arg.is_hide_default_value_set() && !defaults.is_empty() {
        specs.push(HelpDefault { value: &defaults.join(" ") }.text(lang));
    }
    let values = arg.get_possible_values();
    let shown: Vec<&str> =
        values.iter().filter(|v| !v.is_hide_set()).map(|v| v.get_name()).collect();
    // The possible values' own help, when they have it, is a list in the long help.
    let mut list = Vec::new();
    if values.iter().any(|v| v.get_help().is_some()) {
        let width = shown.iter().map(|n| n.chars().count()).max().unwrap_or(0);
        list.push(text("help-possible-values").to_owned());
        for name in &shown {
            let help = text(&format!("{}--{name}", arg_id(path, &arg)));
            let pad = width - name.chars().count();
            let help = format!("{:pad$}{help}", "");
            list.push(HelpValueLine { value: name, help: &help }.text(lang));
        }
    }
    let mut short_specs = specs.clone();
    if !shown.is_empty() && !arg.is_hide_possible_values_set() {
        let sep = gpuplan_i18n::catalog::list_sep(lang);
        let pv = HelpPossibleValuesLine { values: &shown.join(sep) }.text(lang);
        short_specs.push(pv.clone());
        if list.is_empty() {
            specs.push(pv);
        }
    }
    if short_specs.is_empty() && list.is_empty() {
        return arg;
    }
    let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
    let long_help = arg.get_long_help().map_or_else(|| help.clone(), ToString::to_string);
    let mut arg = arg
        .hide_default_value(true)
        .hide_possible_values(true)
        .help(short_specs.iter().fold(help, |text, more| joined(&text, more, lang)));
    if long {
        let with_list = join(&long_help, "\n\n", &list.join("\n"));
        arg = arg.long_help(join(&with_list, "\n\n", &specs.join("\n")));
    }
    arg
}

/// A flag's help and what follows it on its line, as the language joins them.
fn joined(text: &str, more: &str, lang: Lang) -> String {
    if text.is_empty() { more.to_owned() } else { HelpJoined { text, more }.text(lang) }
}

/// `a`, `sep` and `b`, or the one of them that is not empty: the long help's lines.
fn join(a: &str, sep: &str, b: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (_, true) => a.to_owned(),
        (true, false) => b.to_owned(),
        (false, false) => format!("{a}{sep}{b}"),
    }
}

/// The layout of `cmd`'s help, clap's own with its headings worded: the summary, the usage
/// line, then the subcommands, the positional arguments and the options, each section only
/// when it has something to show.
fn template(cmd: &Command, lang: Lang, ids: &mut Vec<String>) -> StyledStr {
    let styles = cmd.get_styles();
    let (usage, header) = (styles.get_usage(), styles.get_header());
    let line = HelpUsageLine { usage: "{usage}" }.text(lang);
    let (head, tail) = line.split_once("{usage}").unwrap_or((line.as_str(), ""));
    let gap = &head[head.trim_end().len()..];
    let mut out = format!(
        "{{before-help}}{{about-with-newline}}\n{}{}{}{gap}{{usage}}{tail}",
        usage.render(),
        head.trim_end(),
        usage.render_reset()
    );
    let sections = [
        ("help-commands", "{subcommands}", cmd.get_subcommands().any(|s| !s.is_hide_set())),
        ("help-arguments", "{positionals}", cmd.get_positionals().any(|a| !a.is_hide_set())),
        (
            "help-options",
            "{options}",
            cmd.get_arguments().any(|a| !a.is_positional() && !a.is_hide_set()),
        ),
    ];
    for (id, tag, shown) in sections {
        let heading = message(id.to_owned(), ids).map_or("", |m| m.text(lang));
        if shown {
            let (on, off) = (header.render(), header.render_reset());
            out.push_str(&format!("\n\n{on}{heading}{off}\n{tag}"));
        }
    }
    out.push_str("{after-help}");
    StyledStr::from(out)
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;
    use gpuplan_i18n::is_cjk;

    use super::*;

    thread_local! {
        /// The language [`help_lang`] gives this test's thread instead of `--lang`'s.
        pub(super) static LANG: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
    }

    /// The whole tree as `gpuplan --lang <lang> …` builds it (the calculators' subcommands
    /// worded as they are built, in [`help_lang`]'s language), worded in `lang`.
    fn command(lang: Lang, ids: &mut Vec<String>) -> Command {
        LANG.with(|l| l.set(Some(lang)));
        let cmd = worded(crate::Cli::command(), lang, ids);
        LANG.with(|l| l.set(None));
        cmd
    }

    /// Every command's summary and every shown argument's help in the tree under `cmd`, each
    /// with where it is (`spot --band-end`), long help included.
    fn texts(cmd: &Command, path: &str, out: &mut Vec<(String, String)>) {
        let here = format!("{path} {}", cmd.get_name());
        for about in [cmd.get_about(), cmd.get_long_about()].into_iter().flatten() {
            out.push((here.clone(), about.to_string()));
        }
        for arg in cmd.get_arguments().filter(|a| !a.is_hide_set()) {
            let at = format!("{here} {}", arg.get_id());
            out.push((at.clone(), arg.get_help().map(ToString::to_string).unwrap_or_default()));
            if let Some(long) = arg.get_long_help() {
                out.push((at, long.to_string()));
            }
        }
        for sub in cmd.get_subcommands() {
            texts(sub, &here, out);
        }
    }

    /// Every command and argument `--help` shows, in Chinese: each has its words (a command or
    /// an argument without a message would show the English of its doc comment, or nothing),
    /// and no word of clap's own English is left on any command's help.
    #[test]
    fn every_command_and_argument_shown_has_its_words() {
        let mut cmd = command(Lang::Zh, &mut Vec::new());
        let mut all = Vec::new();
        texts(&cmd, "", &mut all);
        assert!(all.len() > 300, "{}", all.len());
        for (at, text) in &all {
            for line in text.lines().filter(|l| l.chars().any(char::is_alphabetic)) {
                assert!(line.chars().any(is_cjk), "{at}: no words in Chinese: {text:?}");
            }
        }
        let clap_words = ["Usage", "Commands:", "Options:", "Arguments:", "default:", "values:"];
        let mut pages = vec![cmd.render_help().to_string(), cmd.render_long_help().to_string()];
        let mut stack: Vec<&mut Command> = cmd.get_subcommands_mut().collect();
        while let Some(sub) = stack.pop() {
            pages.push(sub.render_help().to_string());
            pages.push(sub.render_long_help().to_string());
            stack.extend(sub.get_subcommands_mut());
        }
        for page in &pages {
            assert!(page.contains("用法："), "{page}");
            for word in clap_words.iter().chain(&["Print "]) {
                assert!(!page.contains(word), "{word}: {page}");
            }
        }
    }

    /// Every message of `help.ftl` is one the help looks up: none is left for a command or an
    /// argument that no longer exists.
    #[test]
    fn every_help_message_is_used() {
        let mut ids = Vec::new();
        command(Lang::En, &mut ids);
        let used: Vec<HelpMsg> = ids.iter().filter_map(|id| HelpMsg::from_id(id)).collect();
        let unused: Vec<&HelpMsg> = HelpMsg::ALL.iter().filter(|m| !used.contains(m)).collect();
        assert!(unused.is_empty(), "messages of help.ftl no command uses: {unused:?}");
    }

    /// The English help is the doc comments' text: each summary and argument's help the derive
    /// writes from them is the start of what the English help shows, a default or possible
    /// values after it.
    #[test]
    fn the_english_help_is_the_doc_comments() {
        let (mut raw, mut en) = (Vec::new(), Vec::new());
        texts(&crate::Cli::command(), "", &mut raw);
        texts(&command(Lang::En, &mut Vec::new()), "", &mut en);
        for (at, text) in raw.iter().filter(|(_, t)| !t.is_empty()) {
            assert!(
                en.iter().any(|(a, t)| a == at && t.starts_with(text.as_str())),
                "{at}: the doc comment {text:?} is not the English help"
            );
        }
    }
}
