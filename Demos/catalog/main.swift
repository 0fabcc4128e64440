import CatalogDemo
import DemoSupport

Demo.catalog.run()
