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
#include <wchar.h>
#include <sys/ioctl.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// Swift cannot import function-like macros, and Swift 6 refuses to read C globals
// (stdscr, LINES, ...) as shared mutable state; these shims are the only way Swift reaches
// them. Constants come through as `static const`, which Swift imports as `let`.

static inline WINDOW *trellis_stdscr(void) { return stdscr; }
static inline WINDOW *trellis_curscr(void) { return curscr; }
static inline int trellis_lines(void) { return LINES; }
static inline int trellis_cols(void) { return COLS; }
static inline int trellis_colors(void) { return COLORS; }
static inline int trellis_color_pairs(void) { return COLOR_PAIRS; }
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
// attributes and the colour pair. The pair goes through `opts` as an int too, ncurses 6.1's
// extension for pairs beyond a short.
static inline int trellis_setcchar(cchar_t *cell, const wchar_t *characters, attr_t attributes, int pair) {
    int extendedPair = pair;
    return setcchar(cell, characters, attributes, (short)(pair > 32767 ? 0 : pair), &extendedPair);
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
    return tiparm(capability, parameter);
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
