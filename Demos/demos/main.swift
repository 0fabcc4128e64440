import DemoSupport
import MenuDemo
import MonitorApp
import SplashDemo
import TodoApp
import Trellis
import TrellisCurses
import VennDemo

// The launcher: lists the course's demos and the two apps and opens them (`q` comes back, Ctrl-C quits).
Application.run(rootViewController: DemoLauncherViewController(demos: [.splash, .menu, .venn, .todo, .monitor]))
