import DemoSupport
import MenuDemo

Demo.menu.run()
