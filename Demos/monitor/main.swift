import DemoSupport
import MonitorApp

Demo.monitor.run()
