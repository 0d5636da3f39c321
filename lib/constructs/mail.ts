import { Stack } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

/**
 * Amazon SES for the product's mail (docs/architecture.md#mail): the sender's domain as an SES
 * identity (Easy DKIM; its DNS records are published once by whoever runs the domain), and a
 * configuration set every mail is sent with. The configuration set keeps bounced and complaining
 * addresses off the account's suppression list and publishes bounce, complaint, reject and
 * rendering-failure events to an SNS topic, where an operator (or a later subscriber that marks
 * the address) reads them.
 */
export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  /** Bounce and complaint events of every mail sent with the configuration set. */
  readonly feedbackTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: { from: string }) {
    super(scope, id);
    const domain = props.from.split('@')[1] ?? props.from;
    this.identity = new ses.EmailIdentity(this, 'Identity', { identity: ses.Identity.domain(domain) });
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      sendingEnabled: true,
    });
    this.feedbackTopic = new sns.Topic(this, 'Feedback', {
      displayName: 'Cork careers mail feedback',
      enforceSSL: true,
    });
    this.configurationSet.addEventDestination('Feedback', {
      destination: ses.EventDestination.snsTopic(this.feedbackTopic),
      events: [
        ses.EmailSendingEvent.BOUNCE,
        ses.EmailSendingEvent.COMPLAINT,
        ses.EmailSendingEvent.REJECT,
        ses.EmailSendingEvent.RENDERING_FAILURE,
      ],
    });
  }

  /** ARN of the configuration set, for the `ses:SendEmail` grant. */
  get configurationSetArn(): string {
    return Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
  }
}
