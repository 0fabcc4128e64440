import Trellis
import TrellisCurses

// Takes over the terminal until Ctrl-C, and gives it back as it was found.
Application.run(rootViewController: GreeterViewController())
