import CatalogDemo
import DemoSupport
import MenuDemo
import SplashDemo
import Trellis
import TrellisCurses
import VennDemo

// The launcher: lists the course's demos and opens them (`q` comes back, Ctrl-C quits).
Application.run(rootViewController: DemoLauncherViewController(demos: [.splash, .menu, .venn, .catalog]))
