import DemoSupport
import VennDemo

Demo.venn.run()
