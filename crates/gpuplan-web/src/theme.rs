//! The colour theme: follow the system (the default), or the reader's choice of light or dark,
//! kept in localStorage under `gpuplan.theme`. `site/js/theme.js` applies a stored choice before
//! the first paint; this module changes it. Any other stored value counts as "system".

/// The localStorage key.
pub const KEY: &str = "gpuplan.theme";

/// A theme choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theme {
    /// Follow `prefers-color-scheme`.
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

impl Theme {
    /// Every choice, in menu order.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The stored and `<option>` value.
    pub fn code(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The menu label.
    pub fn label(self) -> crate::i18n::Msg {
        use crate::i18n::Msg;
        match self {
            Theme::System => Msg::ThemeSystem,
            Theme::Light => Msg::ThemeLight,
            Theme::Dark => Msg::ThemeDark,
        }
    }

    /// The choice with this code.
    pub fn parse(code: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.code() == code)
    }
}

/// The stored choice; `System` when none, unreadable or not one of the three.
pub fn stored() -> Theme {
    crate::storage::get(KEY).and_then(|v| Theme::parse(&v)).unwrap_or(Theme::System)
}

/// Shows `theme` now and keeps it for the next visit ("system" removes the stored choice).
pub fn apply(theme: Theme) {
    #[cfg(target_arch = "wasm32")]
    {
        if let Some(root) =
            web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element())
        {
            let _ = match theme {
                Theme::System => root.remove_attribute("data-theme"),
                t => root.set_attribute("data-theme", t.code()),
            };
        }
    }
    // Storage may be full or blocked; the choice then lasts for this page only.
    match theme {
        Theme::System => crate::storage::remove(KEY),
        t => crate::storage::set(KEY, t.code()),
    }
}
