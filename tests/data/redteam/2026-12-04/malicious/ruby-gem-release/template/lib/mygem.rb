# frozen_string_literal: true

require_relative "mygem/version"

module Mygem
  class Error < StandardError; end
end
