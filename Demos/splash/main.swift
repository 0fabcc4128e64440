import DemoSupport
import SplashDemo

Demo.splash.run()
