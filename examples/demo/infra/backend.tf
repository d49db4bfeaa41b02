# Hand-written beside what <kit> writes out: the tool's native syntax, linted with configs.hcl.
terraform {
  required_providers {
    alicloud = {
      source = "aliyun/alicloud"
    }
  }

  backend "oss" {
    bucket = var.state_bucket # refused at init: no variables in a backend
    prefix = "/apps/web"
    acl    = "PRIVATE"
    region = "cn-hangzhou"
  }
}

data "terraform_remote_state" "network" {
  backend = "cos"
  config = {
    bucket = "acme-tfstate-1250000000"
    region = "ap-guangzhou"
    prefix = "network/${terraform.workspace}"
    assume_role = {
      role_arn         = "qcs::cam::uin/100000000001:roleName/state-reader"
      session_name     = "ci"
      session_duration = 3600
    }
  }
}

data "terraform_remote_state" "old" {
  backend = "gcs"
  config {
    bucket = "acme-legacy-state"
  }
}
