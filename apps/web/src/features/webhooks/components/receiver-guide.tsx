import { NODE_VERIFY_SNIPPET, PYTHON_VERIFY_SNIPPET } from '@lbo/contracts/webhook-snippets';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EventCatalogue } from './event-catalogue';
import { SignatureSnippet } from './signature-snippet';

/**
 * What an integrator needs to build a receiver without reading code: every event in words with a
 * sample body, and a signature check to copy in Node or Python (the same text docs/partner-api.md
 * shows and the server's tests run).
 */
export function ReceiverGuide() {
  return (
    <section aria-labelledby="receiver-guide-title" className="mt-6">
      <Card>
        <CardHeader>
          <CardTitle id="receiver-guide-title">Build your receiver</CardTitle>
          <CardDescription>
            Each delivery is a POST of <code className="font-mono text-xs">{'{ type, timestamp, data }'}</code> with the Standard Webhooks headers webhook-id,
            webhook-timestamp and webhook-signature. Answer 2xx within 10 seconds; anything else is retried.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="events">
            <TabsList aria-label="Receiver guide">
              <TabsTrigger value="events">Events and samples</TabsTrigger>
              <TabsTrigger value="node">Check signatures: Node.js</TabsTrigger>
              <TabsTrigger value="python">Check signatures: Python</TabsTrigger>
            </TabsList>
            <TabsContent value="events">
              <EventCatalogue />
            </TabsContent>
            <TabsContent value="node">
              <SignatureSnippet
                language="Node.js"
                needs="node:crypto only"
                code={NODE_VERIFY_SNIPPET}
                usage="verifyWebhook(secret, req.headers, rawBody) with the body as it arrived, e.g. express.raw({ type: 'application/json' })"
              />
            </TabsContent>
            <TabsContent value="python">
              <SignatureSnippet
                language="Python"
                needs="the standard library only: hmac, hashlib, base64"
                code={PYTHON_VERIFY_SNIPPET}
                usage="verify_webhook(secret, request.headers, request.get_data()) in Flask, or the raw body in any framework"
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </section>
  );
}
