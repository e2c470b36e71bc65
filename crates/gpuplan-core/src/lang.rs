//! The languages the product is written in. Its own module, below the catalog and the guide,
//! because both the guide's chapters and the catalog's Chinese fields are chosen by it.

use serde::{Deserialize, Serialize};

/// A language the guide is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    En,
    /// Simplified Chinese.
    Zh,
    /// The pseudo-locale (feature `pseudo`, tests only): English with accented letters, longer,
    /// in brackets ([`pseudo`]). Not in [`Lang::ALL`]: the site is never built in it.
    #[cfg(feature = "pseudo")]
    Pseudo,
}

#[cfg(feature = "pseudo")]
pub mod pseudo;

impl Lang {
    /// Every language, in the order the site lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The code used in routes and folder names: `en` or `zh` (and `en-XA`, as Chrome names
    /// its pseudo-locale).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
            #[cfg(feature = "pseudo")]
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language with this code.
    pub fn from_code(code: &str) -> Option<Lang> {
        #[cfg(feature = "pseudo")]
        if code == Lang::Pseudo.code() {
            return Some(Lang::Pseudo);
        }
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}
