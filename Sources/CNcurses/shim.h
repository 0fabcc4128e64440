#ifndef TRELLIS_CNCURSES_SHIM_H
#define TRELLIS_CNCURSES_SHIM_H

// The wide-character API (get_wch, cchar_t, setcchar, mvadd_wch) is only declared when one
// of these is set before the first include.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include <sys/ioctl.h>

// ---- Platform differences (the C side; the Swift side is TrellisCurses/Platform) ----
//
// Linux distributions ship the wide-character ncurses 6 as <ncursesw/curses.h>; macOS has
// its own ncurses 5.7, wide characters built in, as <curses.h>. Where 5.7 lacks a call or
// constant that ncurses 6 has, the shims below fall back to the older way, chosen by
// ncurses' own version macros rather than by platform, so a Mac with Homebrew's ncurses 6
// in front gets the newer one.
#if defined(__has_include)
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif
#else
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#endif

// ncurses 6 and later: extended colour pairs (beyond a short, through init_extended_pair
// and setcchar's opts), use_tioctl, tiparm, has_mouse and set_escdelay.
#if NCURSES_VERSION_MAJOR >= 6
#define TRELLIS_NCURSES_6 1
#else
#define TRELLIS_NCURSES_6 0
#endif
#if TRELLIS_NCURSES_6 && defined(NCURSES_EXT_COLORS) && NCURSES_EXT_COLORS
#define TRELLIS_EXTENDED_PAIRS 1
#else
#define TRELLIS_EXTENDED_PAIRS 0
#endif

// Italics are an ncurses 5.9 extension; without them, italic text is drawn plain.
#ifndef A_ITALIC
#define A_ITALIC ((attr_t)0)
#endif

// The mouse-state layout of NCURSES_MOUSE_VERSION 1 (6 bits per button), for an ncurses
// whose header does not spell it out.
#ifndef NCURSES_MOUSE_MASK
#define NCURSES_MOUSE_MASK(b, m) ((m) << (((b) - 1) * 6))
#endif
#ifndef NCURSES_BUTTON_RELEASED
#define NCURSES_BUTTON_RELEASED 001L
#define NCURSES_BUTTON_PRESSED 002L
#define NCURSES_BUTTON_CLICKED 004L
#define NCURSES_DOUBLE_CLICKED 010L
#define NCURSES_TRIPLE_CLICKED 020L
#endif

// Where ncurses takes the screen size from: the terminal (TIOCGWINSZ) when `from_terminal`,
// never LINES and COLUMNS from the environment, which a shell that exports them would pin
// the app to; else the environment, as a recording to a file needs. Before ncurses 6 there
// is no use_tioctl, and use_env(FALSE) would mean terminfo's fixed size: there the
// environment stays on and this process's LINES and COLUMNS are removed instead.
static inline void trellis_take_size_from_terminal(int from_terminal) {
#if TRELLIS_NCURSES_6
    use_env(from_terminal ? FALSE : TRUE);
    use_tioctl(from_terminal ? TRUE : FALSE);
#else
    use_env(TRUE);
    if (from_terminal) {
        unsetenv("LINES");
        unsetenv("COLUMNS");
    }
#endif
}

// Defines colour pair `pair`; before extended pairs, as a short.
static inline int trellis_init_pair(int pair, int foreground, int background) {
#if TRELLIS_EXTENDED_PAIRS
    return init_extended_pair(pair, foreground, background);
#else
    return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

// Whether the terminal reports the mouse; before ncurses 6, whether terminfo describes
// mouse reports (kmous), which is what has_mouse checks for an xterm-like terminal.
static inline int trellis_has_mouse(void) {
#if TRELLIS_NCURSES_6
    return has_mouse() ? 1 : 0;
#else
    char *kmous = tigetstr("kmous");
    return (kmous != NULL && kmous != (char *)-1) ? 1 : 0;
#endif
}

// How long ncurses waits after Escape for the rest of a sequence, in milliseconds.
static inline void trellis_set_escape_delay(int milliseconds) {
#if TRELLIS_NCURSES_6
    set_escdelay(milliseconds);
#else
    ESCDELAY = milliseconds;
#endif
}
// ---- End of platform differences ----

// Swift cannot import function-like macros, and Swift 6 refuses to read C globals
// (stdscr, LINES, ...) as shared mutable state; these shims are the only way Swift reaches
// them. Constants come through as `static const`, which Swift imports as `let`.

static inline WINDOW *trellis_stdscr(void) { return stdscr; }
static inline WINDOW *trellis_curscr(void) { return curscr; }
static inline int trellis_lines(void) { return LINES; }
static inline int trellis_cols(void) { return COLS; }
static inline int trellis_colors(void) { return COLORS; }
// Without extended pairs a cell's pair is a short, and an ncurses before 6 keeps only
// 256 pairs in a cell's attributes.
static inline int trellis_color_pairs(void) {
#if TRELLIS_EXTENDED_PAIRS
    return COLOR_PAIRS;
#else
    return COLOR_PAIRS < 256 ? COLOR_PAIRS : 256;
#endif
}
static inline FILE *trellis_stdin(void) { return stdin; }
static inline FILE *trellis_stdout(void) { return stdout; }

static const int TRELLIS_ERR = ERR;
static const int TRELLIS_OK = OK;
static const int TRELLIS_KEY_CODE_YES = KEY_CODE_YES;
static const int TRELLIS_CCHARW_MAX = CCHARW_MAX;

static const attr_t TRELLIS_A_NORMAL = A_NORMAL;
static const attr_t TRELLIS_A_BOLD = A_BOLD;
static const attr_t TRELLIS_A_DIM = A_DIM;
static const attr_t TRELLIS_A_ITALIC = A_ITALIC;
static const attr_t TRELLIS_A_UNDERLINE = A_UNDERLINE;
static const attr_t TRELLIS_A_REVERSE = A_REVERSE;

static const mmask_t TRELLIS_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t TRELLIS_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t TRELLIS_BUTTON_SHIFT = BUTTON_SHIFT;
static const mmask_t TRELLIS_BUTTON_CTRL = BUTTON_CTRL;
static const mmask_t TRELLIS_BUTTON_ALT = BUTTON_ALT;
static const int TRELLIS_MOUSE_BUTTON_COUNT = (NCURSES_MOUSE_VERSION > 1) ? 5 : 4;

// The mouse-state bits of button `button` (1-based), as NCURSES_MOUSE_MASK lays them out.
static inline mmask_t trellis_button_released(int button) { return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_RELEASED); }
static inline mmask_t trellis_button_pressed(int button) { return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_PRESSED); }
static inline mmask_t trellis_button_clicked(int button) { return NCURSES_MOUSE_MASK(button, NCURSES_BUTTON_CLICKED); }
static inline mmask_t trellis_button_double_clicked(int button) { return NCURSES_MOUSE_MASK(button, NCURSES_DOUBLE_CLICKED); }
static inline mmask_t trellis_button_triple_clicked(int button) { return NCURSES_MOUSE_MASK(button, NCURSES_TRIPLE_CLICKED); }

// Fills `cell` with up to CCHARW_MAX characters (a spacing one, then combining ones), the
// attributes and the colour pair. With extended pairs the pair goes through `opts` as an
// int too, ncurses 6.1's extension for pairs beyond a short.
static inline int trellis_setcchar(cchar_t *cell, const wchar_t *characters, attr_t attributes, int pair) {
#if TRELLIS_EXTENDED_PAIRS
    int extendedPair = pair;
    return setcchar(cell, characters, attributes, (short)(pair > 32767 ? 0 : pair), &extendedPair);
#else
    return setcchar(cell, characters, attributes, (short)pair, NULL);
#endif
}

// setupterm without letting it print or exit: returns the error code setupterm reports
// (1 found, 0 unknown name, -1 no terminfo database) and releases what it loaded.
// `has_cursor_addressing` is set when the entry can move the cursor (cup).
static inline int trellis_probe_terminal(const char *name, int fd, int *has_cursor_addressing) {
    int error = 1;
    TERMINAL *previous = cur_term;
    if (setupterm(name, fd, &error) != OK) {
        return error;
    }
    const char *cup = tigetstr("cup");
    *has_cursor_addressing = (cup != NULL && cup != (char *)-1) ? 1 : 0;
    TERMINAL *probed = set_curterm(previous);
    del_curterm(probed);
    return 1;
}

// A string capability of the current terminal, or NULL when it is absent or cancelled
// (tigetstr's (char *)-1 for "not a string capability" folded in).
static inline const char *trellis_string_capability(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

// A capability with one numeric parameter, expanded (e.g. Sync with 1 or 2).
static inline const char *trellis_expand_capability(const char *capability, long parameter) {
#if TRELLIS_NCURSES_6
    return tiparm(capability, parameter);
#else
    // tparm takes nine parameters before tiparm existed.
    return tparm((char *)capability, parameter, 0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L);
#endif
}

// The size the kernel has for the terminal on `fd`: 0 with both counts set, -1
// when `fd` is not a terminal. (term.h makes `lines` and `columns` macros: avoid them here.)
static inline int trellis_terminal_size(int fd, int *row_count, int *column_count) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *row_count = size.ws_row;
    *column_count = size.ws_col;
    return 0;
}

#endif
