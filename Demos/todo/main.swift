import DemoSupport
import TodoApp

Demo.todo.run()
